'use client';

import { useEffect, useRef } from 'react';
import { TrophyIcon } from '@/components/icons/ui-icons';

type ResultPanelProps = {
  status: 'solved' | 'failed';
  /** Over the board, or as a bar under it while the solution is shown. */
  overlay: boolean;
  hasNext: boolean;
  busy: boolean;
  replaying: boolean;
  solutionShown: boolean;
  onNext(): void;
  onTryAgain(): void;
  onShowSolution(): void;
};

/** 'Puzzle Solved!' with Next Puzzle, or 'Not quite right' with Try Again; both offer the solution. */
export function ResultPanel(props: ResultPanelProps) {
  const { status, overlay, hasNext, busy, replaying, solutionShown } = props;
  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (overlay) primary.current?.focus({ preventScroll: true });
  }, [overlay, status]);
  const solved = status === 'solved';
  const title = solved ? 'Puzzle Solved!' : 'Not quite right';
  const text = solved ? 'Well played: that is checkmate.' : 'That move does not lead to mate. Have another go.';
  const frame = overlay ? 'absolute inset-0 z-20 flex items-center justify-center bg-slate-950/45 p-4 backdrop-blur-[1px]' : 'flex w-full';
  const panel = solved
    ? 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50'
    : 'border-rose-300 bg-rose-50 text-rose-950 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-50';
  return (
    <div className={frame} data-testid={solved ? 'result-solved' : 'result-failed'}>
      <div
        role="group"
        aria-labelledby="puzzle-result-title"
        className={`w-full max-w-sm rounded-xl border p-5 text-center shadow-lg ${overlay ? '' : 'max-w-none'} ${panel}`}
      >
        <p id="puzzle-result-title" className="text-2xl font-extrabold">
          {solved ? <TrophyIcon /> : <span aria-hidden="true">✗</span>} <span>{title}</span>
        </p>
        {overlay && <p className="mt-1 text-sm">{text}</p>}
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {solved ? (
            <button ref={primary} type="button" className="btn-primary" onClick={props.onNext} disabled={!hasNext}>
              Next Puzzle <span aria-hidden="true">→</span>
            </button>
          ) : (
            <button ref={primary} type="button" className="btn-primary" onClick={props.onTryAgain}>
              Try Again
            </button>
          )}
          {!solutionShown && (
            <button type="button" className="btn-secondary" onClick={props.onShowSolution} disabled={busy || replaying}>
              {replaying ? 'Showing solution...' : 'Show Solution'}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
