'use client';

import { useEffect, useState } from 'react';
import { formatClock, spokenDuration } from './format';
import { HintLabel } from './hint-message';

/**
 * Seconds on the clock: the server's count when last read, plus the time since while it runs. When it
 * stops (a pause, the end) it holds the time it had reached until the server's next reading replaces
 * it, rather than falling back to the last reading (0:00 for a play never paused).
 */
export function useElapsed(base: { seconds: number; at: number }, running: boolean): number {
  const [now, setNow] = useState(base.at);
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [base, running]);
  // at 0: no reading yet. A new reading is taken at Date.now(), never before the last tick: it shows as read.
  return base.at === 0 ? base.seconds : base.seconds + Math.max(0, Math.floor((now - base.at) / 1000));
}

type Props = {
  clockBase: { seconds: number; at: number };
  running: boolean;
  paused: boolean;
  canPause: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canHint: boolean;
  hintBusy: boolean;
  onPause(paused: boolean): void;
  onUndo(): void;
  onRedo(): void;
  onHint(): void;
};

/** Every game's clock, one look: the seconds it shows are its caller's (useElapsed). */
export function GameTimer({ seconds }: { seconds: number }) {
  return (
    <span
      role="timer"
      aria-label={`Time ${spokenDuration(seconds)}`}
      className="inline-flex min-h-11 min-w-[3.5rem] items-center justify-center rounded-md bg-slate-100 px-1.5 font-mono text-base font-semibold tabular-nums text-slate-900 @2xl:text-lg dark:bg-slate-800 dark:text-slate-100"
      data-testid="game-timer"
      data-seconds={seconds}
    >
      {formatClock(seconds)}
    </span>
  );
}

/** Timer, pause, undo, redo and hint: the controls every grid game has. */
export function PlayToolbar(props: Props) {
  const seconds = useElapsed(props.clockBase, props.running);
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Game controls">
      <GameTimer seconds={seconds} />
      <button
        type="button"
        className="btn-secondary px-2 @2xl:px-3"
        onClick={() => props.onPause(!props.paused)}
        disabled={!props.canPause}
        aria-pressed={props.paused}
      >
        {props.paused ? 'Resume' : 'Pause'}
      </button>
      <button
        type="button"
        className="btn-secondary px-2 @2xl:px-3"
        onClick={props.onUndo}
        disabled={!props.canUndo}
        aria-keyshortcuts="Control+Z"
      >
        Undo
      </button>
      <button
        type="button"
        className="btn-secondary px-2 @2xl:px-3"
        onClick={props.onRedo}
        disabled={!props.canRedo}
        aria-keyshortcuts="Control+Y Control+Shift+Z"
      >
        Redo
      </button>
      <button
        type="button"
        className="btn-secondary px-2 @2xl:px-3"
        onClick={props.onHint}
        disabled={!props.canHint || props.hintBusy}
        aria-busy={props.hintBusy || undefined}
        aria-describedby="hint-cost"
      >
        <HintLabel busy={props.hintBusy} />
      </button>
      <span id="hint-cost" className="sr-only">
        A hint marks the result as assisted: it does not enter the leaderboards.
      </span>
    </div>
  );
}
