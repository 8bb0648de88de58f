'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserStorage } from '@/components/games/shell/browser-storage';
import { HiddenStateFrame } from '@/components/games/shell/hidden-state-frame';
import { roomBelowTop, useFitToScreen } from '@/components/games/shell/use-fit-to-screen';
import { HintMessage } from '@/components/games/shell/hint-message';
import type { GameInfo } from '@/components/games/shell/types';
import { boardHidden, useHiddenFrame } from '@/components/games/shell/use-hidden-frame';
import { parsePuzzle } from '@/lib/games/dominoes/puzzle-text';
import type { End, Tile } from '@/lib/games/dominoes/tiles';
import {
  endsFor,
  frameAt,
  loadOpener,
  openerIn,
  parseReply,
  saveOpener,
  seatName,
  turnSentence,
  unplayableReason,
} from './dominoes-client';
import { DominoesHand } from './dominoes-hand';
import { DominoesStatistics } from './dominoes-statistics';
import { useReplay } from './use-replay';

// Shown only at a round's or the match's end: loaded then, so the page's first load stays small.
const DominoesSummary = dynamic(() => import('./dominoes-summary').then((m) => m.DominoesSummary));
// Their own chunks, fetched as soon as this page's code runs (well before the first deal is answered),
// so the page's first script stays within its budget and they are there when the table is.
const seatsChunk = import('./dominoes-seats');
const DominoesSeats = dynamic(() => seatsChunk.then((m) => m.DominoesSeats));
const lineChunk = import('./dominoes-line');
const DominoesLine = dynamic(() => lineChunk.then((m) => m.DominoesLine));

type Move = { type: 'play'; tile: Tile; end: End } | { type: 'draw' } | { type: 'pass' } | { type: 'next-round' };

/**
 * The /dominoes page's game: a match against computer players, every move answered by the server
 * (useHiddenPlay), which keeps the other hands and the boneyard. Each answer's computer turns are
 * shown one by one (useReplay); the player plays by dragging a tile onto an end, by tapping a tile
 * then an end, or with the keyboard.
 */
export default function DominoesGame({ info }: { info: GameInfo }) {
  const p = useHiddenFrame(info, parseReply);
  const { notify, hints } = p;
  const view = p.view;
  const playId = p.play?.playId;
  const { hint, show: showHint } = hints;
  const { shown, replaying, said, last, answers } = useReplay(view);
  const [picked, setPicked] = useState<Tile | null>(null);
  const [dragOver, setDragOver] = useState<End | null>(null);
  const [opener, setOpener] = useState<{ round: number; tile: Tile } | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [compact, setCompact] = useState(true);
  const [lineHeight, setLineHeight] = useState(260);
  const board = useRef<HTMLDivElement>(null);
  const lineBox = useRef<HTMLDivElement>(null);
  const below = useRef<HTMLDivElement>(null);
  const keyboard = useRef(false);
  const lastHand = useRef<{ playId: string | undefined; hand: readonly Tile[] }>({ playId: undefined, hand: [] });

  const playing = p.phase.kind === 'playing';
  const { paused } = p;
  const frame = view ? frameAt(view, shown) : null;
  const myTurn = Boolean(view && view.phase === 'playing' && view.turn === 0 && !replaying);
  const active = playing && myTurn && !p.busy && !paused;
  const summaryUp = Boolean(view?.summary && !replaying);

  // Each answer: the opening tile of its round (so the line grows from it), tiles just drawn.
  useEffect(() => {
    if (!view || !playId) return;
    const seen = openerIn(view) ?? loadOpener(browserStorage(), playId, view.round);
    if (seen) saveOpener(browserStorage(), playId, view.round, seen);
    setOpener(seen ? { round: view.round, tile: seen } : null);
    const before = lastHand.current;
    const drew = view.events.some((e) => e.kind === 'drew' && e.seat === 0);
    setFresh(drew && before.playId === playId ? new Set(view.hand.filter((t) => !before.hand.includes(t))) : new Set());
    lastHand.current = { playId, hand: view.hand };
    setPicked(null);
    setDragOver(null);
  }, [playId, view]);

  // Once the computers' turns are shown: whose turn it is, and the focus back in the hand for keyboard play.
  const turnText = view && !replaying ? turnSentence(view) : '';
  useEffect(() => {
    if (!active || !keyboard.current) return;
    board.current?.querySelector<HTMLElement>('[data-hand-tile][tabindex="0"]')?.focus();
  }, [active]);

  const hasView = view !== null;
  // The line's box takes the height the screen has left above the hand (no scrolling, no shift as it grows).
  useFitToScreen(
    () => {
      const box = lineBox.current;
      if (!box) return;
      setCompact(window.innerWidth < 640);
      const rest = below.current?.getBoundingClientRect().height ?? 160;
      setLineHeight(Math.max(170, Math.min(460, Math.floor(roomBelowTop(box, rest + 16)))));
    },
    [hasView, p.clockNotice, p.phase.kind],
    () => below.current,
  );

  const send = useCallback(
    async (move: Move) => {
      setPicked(null);
      setDragOver(null);
      const sent = await p.send(move);
      if (!sent.ok) return notify(sent.message);
      showHint(null);
    },
    [notify, p, showHint],
  );

  const waitReason = (): string | null => {
    if (!view || !playing) return 'The match is over.';
    if (paused) return 'The game is paused.';
    if (view.phase !== 'playing') return 'The round is over: deal the next one.';
    if (replaying || p.busy || view.turn !== 0) return 'Wait: the computer is playing.';
    return null;
  };

  const focusEnd = () => requestAnimationFrame(() => board.current?.querySelector<HTMLElement>('[data-end][data-fits]')?.focus());

  const onPick = (tile: Tile, from: 'pointer' | 'key') => {
    keyboard.current = from === 'key';
    const wait = waitReason();
    if (wait || !view) return notify(wait ?? '');
    if (endsFor(view, tile).length === 0) {
      setPicked(null);
      return notify(unplayableReason(view, tile));
    }
    if (picked === tile) return setPicked(null);
    setPicked(tile);
    if (from === 'key') focusEnd();
  };

  const playAt = (tile: Tile | null, end: End) => {
    if (!view) return;
    if (!tile) return notify('Pick a tile from your hand first, then its end.');
    const ends = endsFor(view, tile);
    if (!ends.includes(end) && view.line.length > 0)
      return notify(ends.length === 0 ? unplayableReason(view, tile) : `The ${tile} does not fit the ${end} end: try the ${ends[0]} end.`);
    void send({ type: 'play', tile, end });
  };

  const end = p.phase.kind === 'over' ? p.phase : null;
  // The server's clock starts at the player's first move (until then it shows 0): a later round, or a
  // hand that is no longer the one dealt, says the player has moved.
  const opening = useMemo(() => (p.play ? parsePuzzle(p.play.puzzle)?.hand : undefined), [p.play]);
  const started = Boolean(
    view && (view.round > 1 || !opening || view.hand.length !== opening.length || view.hand.some((t) => !opening.includes(t))),
  );
  const hidden = boardHidden(p, started);
  const fits: readonly End[] = view && picked ? endsFor(view, picked) : [];
  const anchor = frame && opener && opener.round === view?.round ? frame.line.findIndex((t) => t.tile === opener.tile) : -1;
  const recent = useMemo(
    () => new Set(view ? view.events.slice(0, shown).flatMap((e) => (e.kind === 'played' && e.seat !== 0 ? [e.tile] : [])) : []),
    [shown, view],
  );
  const hinted = hint?.cells[0] !== undefined ? (view?.hand[hint.cells[0]] ?? null) : null;
  const phaseName = !view
    ? 'loading'
    : hidden
      ? 'paused'
      : replaying
        ? 'replaying'
        : p.busy
          ? 'waiting'
          : view.phase === 'playing'
            ? view.turn === 0
              ? 'your-turn'
              : 'waiting'
            : view.phase;
  const winner = view?.phase === 'match-over' ? view.scores.indexOf(Math.max(...view.scores)) : null;
  // The last turn shown stays up with the player's own turn after it (read out in full; on screen the last only).
  const withTurn = (text: string) => (replaying || !turnText ? text : text ? `${text}. ${turnText}` : turnText);

  return (
    <HiddenStateFrame
      info={info}
      frame={p}
      started={started}
      hides="your hand is"
      hint={{ enabled: active, ask: () => hints.ask() }}
      hintLine={false}
      loadingText="Dealing the tiles…"
      header={(parts) => (
        <div className="flex flex-wrap items-center gap-2">
          {parts.picker}
          <div className="flex items-center gap-1 @md:gap-2" role="toolbar" aria-label="Game controls">
            {parts.timer}
            {parts.pause}
            {parts.hint}
            {parts.hintCost}
          </div>
        </div>
      )}
      holdEnd={replaying}
      completion={{
        heading:
          end?.status === 'won'
            ? 'You won the match!'
            : winner !== null && winner > 0
              ? `${seatName(winner)} won the match.`
              : 'The match is lost.',
        detail: view && (
          <p className="text-sm">
            Final score: {view.scores.map((score, seat) => `${seatName(seat)} ${score}`).join(', ')}.
            {end?.status === 'lost' && ' The loss counts as played in your statistics.'}
          </p>
        ),
        boardClockFrom: 'your first move',
        dailyNoun: 'deal',
        next: 'match',
      }}
      board={(parts) =>
        view && frame && p.phase.kind !== 'loading' && p.phase.kind !== 'failed' ? (
          <div
            ref={board}
            className="relative space-y-2"
            data-testid="dominoes-board"
            data-phase={phaseName}
            data-round={view.round}
            data-answers={answers}
          >
            <div className={hidden ? 'invisible space-y-2' : 'space-y-2'} {...parts.hiddenProps}>
              <DominoesSeats
                handCounts={frame.handCounts}
                scores={frame.scores}
                target={view.target}
                boneyard={frame.boneyard}
                variant={view.variant}
                opponentLevel={view.opponentLevel}
                round={view.round}
                active={replaying ? frame.actor : view.turn}
              />
              <div className="relative space-y-2">
                <div ref={lineBox} className="relative">
                  <DominoesLine
                    line={frame.line}
                    anchor={anchor >= 0 ? anchor : Math.floor(frame.line.length / 2)}
                    height={lineHeight}
                    fits={active ? fits : []}
                    over={dragOver}
                    picked={picked}
                    recent={recent}
                    compact={compact}
                    onEnd={(at, from) => {
                      keyboard.current = from === 'key';
                      const wait = waitReason();
                      if (wait) return notify(wait);
                      playAt(picked, at);
                    }}
                    onCancel={() => {
                      setPicked(null);
                      board.current?.querySelector<HTMLElement>('[data-hand-tile][tabindex="0"]')?.focus();
                    }}
                  />
                </div>
                <div ref={below} className="space-y-2">
                  <div className="flex min-h-11 items-center gap-2">
                    <p className="sr-only" aria-live="polite">
                      {withTurn(said)}
                    </p>
                    {hint && playing && !replaying ? (
                      <HintMessage hint={hint} className="min-w-0 flex-1 px-2 py-0.5" />
                    ) : (
                      <p className="line-clamp-3 min-w-0 flex-1 text-sm leading-snug" aria-hidden="true" data-testid="dominoes-action">
                        {withTurn(last)}
                      </p>
                    )}
                    {view.variant === 'draw' && (
                      <button
                        type="button"
                        className="btn-secondary px-3"
                        disabled={!active || !view.canDraw}
                        onClick={() => void send({ type: 'draw' })}
                      >
                        Draw
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn-secondary px-3"
                      disabled={!active || !view.canPass}
                      onClick={() => void send({ type: 'pass' })}
                    >
                      Pass
                    </button>
                  </div>
                  <DominoesHand
                    hand={view.hand}
                    fitsOf={(tile) => (active ? endsFor(view, tile) : [])}
                    picked={picked}
                    hinted={hinted}
                    leadWith={view.mustOpenWith}
                    fresh={fresh}
                    active={active}
                    compact={compact}
                    onPick={onPick}
                    onDragOver={(tile, at) => {
                      if (picked !== tile) setPicked(tile);
                      setDragOver(at);
                    }}
                    onDrop={(tile, at) => {
                      keyboard.current = false;
                      setDragOver(null);
                      if (at === null) return setPicked(null);
                      playAt(tile, at);
                    }}
                  />
                </div>
                {/* Over the line and the hand (the summary shows the hand too), from the top. */}
                {summaryUp && view.summary && (
                  <DominoesSummary
                    summary={view.summary}
                    target={view.target}
                    busy={p.busy}
                    onNext={view.phase === 'round-over' && playing ? () => void send({ type: 'next-round' }) : null}
                  />
                )}
              </div>
            </div>
            {parts.paused}
          </div>
        ) : (
          p.phase.kind === 'loading' && (
            <div
              aria-hidden="true"
              className="h-96 w-full animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none dark:bg-slate-800"
            />
          )
        )
      }
      Statistics={DominoesStatistics}
    />
  );
}
