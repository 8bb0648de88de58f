'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { CrosswordMove } from '@/lib/games/crosswords/moves';
import type { SentMove } from '@/components/games/shell/use-hidden-play';

/** Letters are saved this long after the last key, so a word typed is one call. */
export const SAVE_DELAY_MS = 700;

/**
 * The crossword's server moves, one after another (useHiddenPlay takes one at a time): saves
 * debounced, and the grid submitted once when it fills (again only after it changed). A new play
 * drops what the old one had queued.
 */
export function useMoveQueue(send: (move: unknown) => Promise<SentMove>, playId: string | undefined) {
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const generation = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  /** The letters the server has (sent by the last save, submit, check or reveal). */
  const sent = useRef<string | null>(null);
  /** The letters last submitted: a full grid is submitted once until it changes. */
  const submitted = useRef<string | null>(null);

  useEffect(() => {
    generation.current++;
    window.clearTimeout(timer.current);
    sent.current = null;
    submitted.current = null;
  }, [playId]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Sends a move after those before it; null when a new play replaced this one meanwhile. */
  const enqueue = useCallback((move: CrosswordMove): Promise<SentMove | null> => {
    const ticket = generation.current;
    if ('letters' in move) sent.current = move.letters;
    const answer = queue.current.then(async () => (ticket === generation.current ? sendRef.current(move) : null));
    queue.current = answer.catch(() => null);
    return answer.then((outcome) => (ticket === generation.current ? outcome : null));
  }, []);

  /** The server's letters as the play opened: nothing to save until they change. */
  const opened = useCallback((letters: string) => {
    sent.current = letters;
  }, []);

  /** Saves the letters a moment after the last change (nothing when the server has them). */
  const save = useCallback(
    (letters: string) => {
      window.clearTimeout(timer.current);
      if (letters === sent.current) return;
      // The clock started with Start (the first move): no letter need be sent at once.
      timer.current = window.setTimeout(() => {
        if (letters !== sent.current) void enqueue({ type: 'save', letters });
      }, SAVE_DELAY_MS);
    },
    [enqueue],
  );

  /** Submits a full grid (once per set of letters): the server answers won, or full but wrong. */
  const submit = useCallback(
    (letters: string): Promise<SentMove | null> | null => {
      if (letters === submitted.current) return null;
      window.clearTimeout(timer.current);
      submitted.current = letters;
      return enqueue({ type: 'submit', letters }).then((outcome) => {
        // Not answered (offline, another tab): the next change of the grid submits it again.
        if (!outcome?.ok && submitted.current === letters) submitted.current = null;
        return outcome;
      });
    },
    [enqueue],
  );

  const cancelSave = useCallback(() => window.clearTimeout(timer.current), []);

  return { enqueue, save, submit, opened, cancelSave };
}
