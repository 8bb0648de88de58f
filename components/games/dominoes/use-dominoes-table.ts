'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { browserStorage } from '@/components/games/shell/browser-storage';
import { parsePuzzle } from '@/lib/games/dominoes/puzzle-text';
import type { End, Tile } from '@/lib/games/dominoes/tiles';
import { frameAt, loadOpener, openerIn, saveOpener, type DominoesReply } from './dominoes-client';

/**
 * The table as shown: the frame of the turns replayed so far, the tile picked and the end dragged
 * over, the round's opening tile (the line grows from it), tiles just drawn and the computers' last tiles.
 */
export function useDominoesTable(view: DominoesReply | null, play: { playId: string; puzzle: string } | null, shown: number) {
  const playId = play?.playId;
  const [picked, setPicked] = useState<Tile | null>(null);
  const [dragOver, setDragOver] = useState<End | null>(null);
  const [opener, setOpener] = useState<{ round: number; tile: Tile } | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const lastHand = useRef<{ playId: string | undefined; hand: readonly Tile[] }>({ playId: undefined, hand: [] });

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

  const frame = view ? frameAt(view, shown) : null;
  const opened = frame && opener && opener.round === view?.round ? frame.line.findIndex((t) => t.tile === opener.tile) : -1;
  const anchor = opened >= 0 ? opened : Math.floor((frame?.line.length ?? 0) / 2);
  const recent = useMemo(
    () => new Set(view ? view.events.slice(0, shown).flatMap((e) => (e.kind === 'played' && e.seat !== 0 ? [e.tile] : [])) : []),
    [shown, view],
  );
  // The server's clock starts at the player's first move (until then it shows 0): a later round, or a
  // hand that is no longer the one dealt, says the player has moved.
  const opening = useMemo(() => (play ? parsePuzzle(play.puzzle)?.hand : undefined), [play]);
  const started = Boolean(
    view && (view.round > 1 || !opening || view.hand.length !== opening.length || view.hand.some((t) => !opening.includes(t))),
  );
  return { frame, picked, setPicked, dragOver, setDragOver, fresh, anchor, recent, started };
}

/** Why the player cannot move now, or null when it is their turn. */
export function whyWait(
  view: DominoesReply | null,
  state: { playing: boolean; paused: boolean; replaying: boolean; busy: boolean },
): string | null {
  if (!view || !state.playing) return 'The match is over.';
  if (state.paused) return 'The game is paused.';
  if (view.phase !== 'playing') return 'The round is over: deal the next one.';
  if (state.replaying || state.busy || view.turn !== 0) return 'Wait: the computer is playing.';
  return null;
}

/** The board's phase for its `data-phase` (what the browser tests wait for). */
export function tablePhase(view: DominoesReply | null, state: { hidden: boolean; replaying: boolean; busy: boolean }): string {
  if (!view) return 'loading';
  if (state.hidden) return 'paused';
  if (state.replaying) return 'replaying';
  if (state.busy) return 'waiting';
  if (view.phase === 'playing') return view.turn === 0 ? 'your-turn' : 'waiting';
  return view.phase;
}
