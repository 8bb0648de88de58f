'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HiddenStateFrame } from '@/components/games/shell/hidden-state-frame';
import { roomBelowTop, useFitToScreen } from '@/components/games/shell/use-fit-to-screen';
import type { GameInfo } from '@/components/games/shell/types';
import { boardHidden, useHiddenFrame } from '@/components/games/shell/use-hidden-frame';
import type { End, Tile } from '@/lib/games/dominoes/tiles';
import { endsFor, parseReply, turnSentence, unplayableReason } from './dominoes-client';
import { DominoesActionLine } from './dominoes-action-line';
import { DominoesHand } from './dominoes-hand';
import { DominoesMoves } from './dominoes-moves';
import { dominoesCompletion } from './dominoes-results';
import { DominoesStatistics } from './dominoes-statistics';
import { tablePhase, useDominoesTable, whyWait } from './use-dominoes-table';
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
  const { hint, show: showHint } = hints;
  // While a play is being opened the replay sees none, so the view that follows is shown whole.
  const { shown, replaying, said, log, answers } = useReplay(p.phase.kind === 'loading' ? null : view);
  const { frame, picked, setPicked, dragOver, setDragOver, fresh, anchor, recent, started } = useDominoesTable(view, p.play, shown);
  const [compact, setCompact] = useState(true);
  const [lineHeight, setLineHeight] = useState(260);
  const board = useRef<HTMLDivElement>(null);
  const lineBox = useRef<HTMLDivElement>(null);
  const below = useRef<HTMLDivElement>(null);
  const keyboard = useRef(false);

  const playing = p.phase.kind === 'playing';
  const { paused } = p;
  const myTurn = Boolean(view && view.phase === 'playing' && view.turn === 0 && !replaying);
  const active = playing && myTurn && !p.busy && !paused;
  const summaryUp = Boolean(view?.summary && !replaying);

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
      const phone = window.innerWidth < 640;
      setCompact(phone);
      const rest = below.current?.getBoundingClientRect().height ?? 160;
      // A phone's floor is lower: a long hand's two rows (and three opponents' two rows of seats) need the
      // height, and a whole line of 28 is still legible in 100 px.
      setLineHeight(Math.max(phone ? 100 : 170, Math.min(460, Math.floor(roomBelowTop(box, rest + 16)))));
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
    [notify, p, setDragOver, setPicked, showHint],
  );

  const waitReason = () => whyWait(view, { playing, paused, replaying, busy: p.busy });

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
  const hidden = boardHidden(p, started);
  const fits: readonly End[] = view && picked ? endsFor(view, picked) : [];
  const hinted = hint?.cells[0] !== undefined ? (view?.hand[hint.cells[0]] ?? null) : null;
  const phaseName = tablePhase(view, { hidden, replaying, busy: p.busy });

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
      completion={dominoesCompletion(view, end?.status)}
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
                    anchor={anchor}
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
                  <DominoesActionLine
                    said={said}
                    log={log}
                    turnText={turnText}
                    replaying={replaying}
                    hint={hint && playing && !replaying ? hint : null}
                  />
                  {/* Where the board is wider: Draw and Pass at the hand's right, as much room at its left (the hand stays centred). */}
                  <div className="flex flex-col gap-2 @lg:grid @lg:grid-cols-[7rem_minmax(0,1fr)_7rem] @lg:items-center">
                    <div className="min-w-0 @lg:col-start-2">
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
                    <DominoesMoves
                      canDraw={view.variant === 'draw' ? view.canDraw : null}
                      canPass={view.canPass}
                      active={active}
                      onDraw={() => void send({ type: 'draw' })}
                      onPass={() => void send({ type: 'pass' })}
                    />
                  </div>
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
