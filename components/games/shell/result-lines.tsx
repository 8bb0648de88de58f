import { formatClock, heldDetail } from './format';
import type { HeldResult } from './play-api';

/**
 * The leaderboard's clock under the playing time, shown only when the two differ (a pause was
 * taken; for a game timed on the boards from its first move, `from` says so, e.g. 'your first click').
 */
export function LeaderboardTimeLine({ seconds, from }: { seconds: number; from?: string }) {
  return (
    <p className="text-sm" data-testid="completion-board-time" data-seconds={seconds}>
      Leaderboard time <strong className="tabular-nums">{formatClock(seconds)}</strong> (
      {from ? `from ${from}, pauses included` : 'pauses included'}).
    </p>
  );
}

/** A verified win held off the public boards: said calmly, in place of ranks and the display-name prompt. */
export function HeldNotice({ held }: { held: HeldResult }) {
  return (
    <p
      className="rounded-md border-l-4 border-amber-600 bg-white px-3 py-2 text-sm text-slate-900 dark:border-amber-400 dark:bg-slate-900 dark:text-slate-100"
      data-testid="completion-held"
      data-reason={held.reason}
    >
      <strong>Pending review:</strong> {heldDetail(held)}
    </p>
  );
}
