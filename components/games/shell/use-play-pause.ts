'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPlayApi } from './play-api';

type ClockBase = { seconds: number; at: number };

/**
 * Pause for a play one move at a time (useHiddenPlay): the server's clock stops while paused, and
 * leaving the tab pauses it (time away is not playing time). `play` is the open play as the server
 * last answered it; each pause or resume resets the clock base from the server's count (and is
 * answered once the server has it, for a move that must wait for the clock).
 */
export function usePlayPause(gameId: string, play: { playId: string; paused: boolean } | null, playing: boolean, setClockBase: (base: ClockBase) => void) {
  const api = useMemo(() => createPlayApi(gameId), [gameId]);
  const [paused, setPaused] = useState(false);
  const playId = play?.playId ?? null;
  const openedPaused = play?.paused ?? false;

  // Each play opens as the server has it (a reload finds it paused: it was left).
  useEffect(() => {
    setPaused(openedPaused);
  }, [playId, openedPaused]);

  const setServerClock = useCallback(
    async (pause: boolean) => {
      if (!playId) return;
      setPaused(pause);
      try {
        const answer = await api.clock(playId, pause);
        setClockBase({ seconds: answer.elapsedSeconds, at: Date.now() });
      } catch {
        // The next move will tell if the play is gone.
      }
    },
    [api, playId, setClockBase],
  );

  const running = playing && !paused;
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && running) void setServerClock(true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [running, setServerClock]);

  const pause = useCallback(() => setServerClock(true), [setServerClock]);
  const resume = useCallback(() => setServerClock(false), [setServerClock]);
  return { paused: playing && paused, pause, resume };
}
