import type { LeaderboardEntry } from '@/lib/db/store';

/** Entries fastest first: the top entry highlighted, the top three shaded. */
export function LeaderboardList({ entries, emptyText }: { entries: LeaderboardEntry[]; emptyText: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">{emptyText}</p>;
  return (
    <ol className="space-y-1" aria-label="Leaderboard entries">
      {entries.map((entry) => {
        const style =
          entry.rank === 1
            ? 'bg-amber-200 font-bold text-slate-950 dark:bg-amber-300'
            : entry.rank <= 3
              ? 'bg-slate-200 dark:bg-slate-700'
              : '';
        return (
          <li key={entry.rank} data-rank={entry.rank} className={`flex items-center justify-between gap-2 rounded px-2 py-1 text-sm ${style}`}>
            <span className="flex min-w-0 gap-2">
              <span className="w-6 shrink-0 text-right tabular-nums">{entry.rank}.</span>
              <span className="truncate">{entry.name}</span>
            </span>
            <span className="shrink-0 tabular-nums">{entry.timeSeconds} s</span>
          </li>
        );
      })}
    </ol>
  );
}
