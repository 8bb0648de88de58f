'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { heldSentence } from '@/components/games/shell/format';
import type { SentMove } from '@/components/games/shell/use-hidden-play';

export type Move = { type: 'start' } | { type: 'pair'; a: number; b: number } | { type: 'undo' } | { type: 'redo' } | { type: 'shuffle' };
export type Pair = readonly [number, number];

/**
 * Mahjong's moves in flight, one after another: a pair shows as taken at once (`pending`) and is
 * sent in turn, so a quick player never waits; a refused move drops the rest of the queue and the
 * board is the server's again. A new play drops what the old one had queued.
 */
export function useMahjongQueue(options: {
  playId: string | undefined;
  send: (move: unknown) => Promise<SentMove>;
  refuse: (text: string | null) => void;
  announce: (message: string) => void;
}) {
  const { playId, send, refuse, announce } = options;
  const [pending, setPending] = useState<readonly Pair[]>([]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // Bumped by a refusal or a new play: the moves queued before it are dropped.
  const generation = useRef(0);
  const ended = useRef(false);

  useEffect(() => {
    generation.current++;
    ended.current = false;
    setPending([]);
  }, [playId]);

  /** Queues a move; `after` runs with its outcome unless an earlier move was refused meanwhile. */
  const enqueue = useCallback(
    (move: Move, after: (ok: boolean, status: string | null) => void) => {
      const ticket = generation.current;
      queue.current = queue.current.then(async () => {
        if (ticket !== generation.current || ended.current) return;
        const sent = await send(move);
        if (ticket !== generation.current) return;
        if (!sent.ok) {
          generation.current++;
          setPending([]);
          refuse(sent.message);
          return after(false, null);
        }
        if (sent.status !== 'playing') ended.current = true;
        after(true, sent.status);
        if (sent.status === 'won')
          announce(`Cleared! Every tile is taken.${sent.result?.held ? ` ${heldSentence(sent.result.held)}` : ''}`);
      });
    },
    [announce, refuse, send],
  );

  /** A pair shown as taken at once and sent in turn. */
  const sendPair = (pair: Pair) => {
    setPending((before) => [...before, pair]);
    enqueue({ type: 'pair', a: pair[0], b: pair[1] }, () => setPending((before) => before.filter((q) => q !== pair)));
  };

  return { pending, enqueue, sendPair, queue };
}
