'use client';

import { useEffect, useRef } from 'react';
import { highOf, lowOf } from '@/lib/games/dominoes/tiles';
import { seatName, summarySentence, type RoundSummary } from './dominoes-client';
import { DominoFace } from './domino-tile';

type Props = {
  summary: RoundSummary;
  target: number;
  /** Null at the end of the match (the result panel says what comes next). */
  onNext: (() => void) | null;
  busy: boolean;
};

/**
 * A round's end: who won and how, every hand shown with its pips, the match score, and Next
 * round. Over the top of the line of play and the hand (which keep their place; the line shows below
 * it where there is room); between rounds its button takes the focus.
 */
export function DominoesSummary({ summary, target, onNext, busy }: Props) {
  const next = useRef<HTMLButtonElement>(null);
  // Between rounds Next round takes the focus; at the match's end the result panel takes it.
  const between = onNext !== null;
  useEffect(() => {
    if (between) next.current?.focus({ preventScroll: true });
  }, [between]);
  return (
    <section
      aria-labelledby="round-summary-title"
      data-testid="round-summary"
      className="absolute inset-x-2 top-2 z-10 flex max-h-[calc(100%-1rem)] flex-col gap-2 overflow-y-auto rounded-lg border-2 border-amber-400 bg-white p-3 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="round-summary-title" className="text-base font-bold">
        {summarySentence(summary)}
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">Hands at the end of round {summary.round}</caption>
        <thead>
          <tr className="text-left text-xs text-slate-700 dark:text-slate-300">
            <th scope="col" className="font-semibold">
              Player
            </th>
            <th scope="col" className="font-semibold">
              Tiles left
            </th>
            <th scope="col" className="pl-2 text-right font-semibold">
              Pips
            </th>
            <th scope="col" className="pl-2 text-right font-semibold">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.hands.map((hand, seat) => (
            <tr key={seat} data-testid={`summary-seat-${seat}`} className={seat === summary.winner ? 'font-semibold' : undefined}>
              <th scope="row" className="py-1 pr-2 text-left align-middle font-normal whitespace-nowrap">
                {seatName(seat)}
                {seat === summary.winner && <span className="ml-1 rounded bg-amber-200 px-1 text-xs text-slate-950">won</span>}
              </th>
              <td className="py-1 align-middle">
                {hand.length === 0 ? (
                  <span>none</span>
                ) : (
                  <span className="flex flex-wrap gap-1">
                    {hand.map((tile) => (
                      <span key={tile} data-tile={tile} className="inline-flex">
                        <DominoFace first={highOf(tile)} second={lowOf(tile)} upright={false} width={36} height={18} />
                        <span className="sr-only">{tile}</span>
                      </span>
                    ))}
                  </span>
                )}
              </td>
              <td className="py-1 pl-2 text-right align-middle tabular-nums">{summary.pips[seat]}</td>
              <td className="py-1 pl-2 text-right align-middle tabular-nums" data-testid={`summary-score-${seat}`}>
                {summary.scores[seat]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {onNext && (
        <button ref={next} type="button" className="btn-primary self-start" onClick={onNext} disabled={busy}>
          Next round
        </button>
      )}
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {summary.reason === 'domino'
          ? 'Going out scores the pips left in the other hands.'
          : 'Blocked: the lightest hand scores the others’ pips minus its own.'}{' '}
        First to {target} wins the match.
      </p>
    </section>
  );
}
