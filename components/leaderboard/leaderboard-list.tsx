import { formatClock, spokenDuration } from '@/lib/games/toolbox/duration';
import type { LeaderboardEntry } from '@/lib/leaderboard/leaderboard-service';

type Props = {
  entries: LeaderboardEntry[];
  emptyText: string;
  /** The score the board ranks by first, as its column is named ('Guesses'), or null: time alone. */
  scoreLabel?: string | null;
};

/** Entries best first: the top entry highlighted, the top three shaded; a score column where the game ranks by one. */
export function LeaderboardList({ entries, emptyText, scoreLabel = null }: Props) {
  if (entries.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">{emptyText}</p>;
  return (
    <div className="space-y-1">
      {scoreLabel && (
        // The columns' names for the eye; each entry says its own score and time to screen readers.
        <div aria-hidden="true" className="flex justify-end gap-1.5 px-2 text-xs font-semibold text-slate-700 dark:text-slate-300">
          <span className="w-12 text-right">{scoreLabel}</span>
          <span className="w-16 text-right">Time</span>
        </div>
      )}
      <ol className="space-y-1" aria-label="Leaderboard entries">
        {entries.map((entry) => {
          const style =
            entry.rank === 1
              ? 'bg-amber-200 font-bold text-slate-950 dark:bg-amber-300'
              : entry.rank <= 3
                ? 'bg-slate-200 dark:bg-slate-700'
                : '';
          return (
            <li
              key={entry.rank}
              data-rank={entry.rank}
              data-score={scoreLabel ? entry.score : undefined}
              className={`flex items-center justify-between gap-2 rounded px-2 py-1 text-sm ${style}`}
            >
              <span className="flex min-w-0 gap-2">
                <span className="w-6 shrink-0 text-right tabular-nums">{entry.rank}.</span>
                <span className="truncate">{entry.name}</span>
              </span>
              <span className="flex shrink-0 gap-1.5">
                {scoreLabel && (
                  <span className="w-12 text-right tabular-nums" data-testid="leaderboard-score">
                    <span className="sr-only">{scoreLabel}: </span>
                    {entry.score ?? '—'}
                  </span>
                )}
                <span className="w-16 text-right tabular-nums">
                  {scoreLabel && <span className="sr-only">time: </span>}
                  <span aria-hidden="true" data-testid="leaderboard-time" data-seconds={entry.timeSeconds}>
                    {formatClock(entry.timeSeconds)}
                  </span>
                  <span className="sr-only">{spokenDuration(entry.timeSeconds)}</span>
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
