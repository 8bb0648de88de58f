'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createClockControl, pauseRefusedNotice, type ClockControl } from './clock-control';
import { PlayApiError, type PlayApi, type PlayView } from './play-api';

export type ClockBase = { seconds: number; at: number };

/**
 * A play's clock in the browser, for the grid shell and the hidden-state games alike: the server's
 * count (ticking locally between answers), Pause and Resume (also applied when the tab is hidden:
 * time away is not playing time), and `whileRunning` for the calls the server refuses while
 * paused (moves, hints, checks, the finish), which resumes first. A refused pause (429: paused too
 * often) keeps the board shown and the clock running, and says so (`notice`, also announced).
 * `active`: a play is open and still being played. `onGone`: a clock call found the play over (409).
 */
export function usePlayClock(api: PlayApi, active: boolean, announce: (message: string) => void, onGone: () => void) {
  const control = useRef<ClockControl<PlayView> | null>(null);
  const [paused, setPaused] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [clockBase, setClockBase] = useState<ClockBase>({ seconds: 0, at: 0 });
  const gone = useRef(onGone);
  useEffect(() => {
    gone.current = onGone;
  }, [onGone]);

  /** A play as the server answered it on opening: its clock, paused or not (a reload finds a left play paused). */
  const adopt = useCallback(
    (view: PlayView) => {
      const next: ClockControl<PlayView> = createClockControl(
        (pause) => api.clock(view.playId, pause),
        view.paused,
        (_pause, answer) => {
          // A later play's clock replaced this one: its answers no longer show.
          if (control.current !== next) return;
          setClockBase({ seconds: answer.elapsedSeconds, at: Date.now() });
          setNotice(null);
          // While more clock calls are queued, the screen keeps the player's latest choice.
          if (!next.busy) setPaused(answer.paused);
        },
        (answer) => answer.paused,
      );
      control.current = next;
      setPaused(view.paused);
      setNotice(null);
      setClockBase({ seconds: view.elapsedSeconds, at: Date.now() });
    },
    [api],
  );

  /** Pause or resume; the board hides (or shows) at once, and comes back as the server has it if refused. True once taken. */
  const setClock = useCallback(
    async (pause: boolean): Promise<boolean> => {
      const current = control.current;
      if (!current) return false;
      setPaused(pause);
      try {
        const answer = await current.set(pause);
        if (answer.paused === pause) return true;
        // Answered, but not taken (e.g. out of pauses at that instant): said like a refusal.
        throw new PlayApiError(
          429,
          pause ? 'The pause was not taken: the clock keeps running.' : 'The game could not be resumed. Try again.',
        );
      } catch (error) {
        if (control.current !== current) return false;
        if (!current.busy) setPaused(current.paused);
        if (error instanceof PlayApiError && error.status === 409) {
          gone.current();
          return false;
        }
        const message = pause
          ? pauseRefusedNotice(error)
          : error instanceof Error
            ? error.message
            : 'The game could not be resumed. Try again.';
        setNotice(message);
        announce(message);
        return false;
      }
    },
    [announce],
  );

  /** Runs a call the server refuses while paused: resumed first, retried once after a paused refusal. */
  const whileRunning = useCallback(
    <T>(call: () => Promise<T>): Promise<T> => (control.current ? control.current.whileRunning(call) : call()),
    [],
  );

  /**
   * Runs a call the page makes on its own (e.g. Show mistakes re-checking a reloaded grid) only while
   * the play runs, never resuming for it: a play paused elsewhere shows paused. Null when not run.
   */
  const ifRunning = useCallback(async <T>(call: () => Promise<T>): Promise<{ value: T } | null> => {
    const current = control.current;
    if (!current) return { value: await call() };
    const ran = await current.ifRunning(call);
    if (ran === null && control.current === current && !current.busy) setPaused(current.paused);
    return ran;
  }, []);

  // Leaving the tab pauses the clock: time away is not playing time.
  const running = active && !paused;
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && running) void setClock(true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [running, setClock]);

  return { paused, notice, clockBase, setClockBase, adopt, setClock, whileRunning, ifRunning };
}
