'use client';

import { useEffect, useMemo, useState } from 'react';
import { createPlayApi, type PuzzleHint } from './play-api';

/**
 * The Hint button of a game played move by move on the server (Minesweeper, Mahjong, Dominoes): asks
 * the server for the next deduction of the play (recorded there as help), shows it, counts it for the
 * results screen and says it aloud. A new play starts with no hint shown and none counted.
 */
export function useServerHint(options: {
  game: string;
  playId: string | undefined;
  /** The play's clock control (useHiddenPlay's): a paused play is resumed before the call. */
  whileRunning<T>(call: () => Promise<T>): Promise<T>;
  announce(text: string): void;
  /** What the game says when the server finds nothing to suggest: shown, and spoken. */
  none: { message: string; spoken: string };
}) {
  const { game, playId, whileRunning, announce, none } = options;
  const api = useMemo(() => createPlayApi(game), [game]);
  const [hint, setHint] = useState<PuzzleHint | null>(null);
  const [hintsUsed, setHintsUsed] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setHint(null);
    setHintsUsed(0);
  }, [playId]);

  /** Asks once `ready` (e.g. the moves still being sent) has settled. */
  const ask = async (ready?: Promise<unknown>) => {
    if (!playId) return;
    setBusy(true);
    try {
      await ready;
      const answer = await whileRunning(() => api.hint(playId, []));
      setHint(answer.hint ?? { technique: 'No hint', message: none.message, cells: [] });
      if (answer.hint) setHintsUsed((n) => n + 1);
      announce(answer.hint ? `Hint: ${answer.hint.message}` : none.spoken);
    } catch (error) {
      const text = error instanceof Error ? error.message : 'No hint could be found right now.';
      setHint({ technique: 'Error', message: text, cells: [] });
      announce(text);
    } finally {
      setBusy(false);
    }
  };

  return { hint, hintsUsed, busy, ask, show: setHint };
}
