import { formatClock } from './format';
import { StatisticsLoading } from './statistics-loading';
import { NONE_YET, StatisticsTable } from './statistics-table';
import type { GameStatistics } from './play-api';
import type { GameInfo } from './types';

type Props = { info: GameInfo; statistics: GameStatistics | null; failed: boolean };

/** The player's statistics for this game (signed in: the account's; else this browser's anonymous key). */
export function StatisticsPanel({ info, statistics, failed }: Props) {
  if (!statistics) return <StatisticsLoading failed={failed} />;
  const figures: [string, string][] = [
    ['Played', String(statistics.played)],
    ['Won', String(statistics.won)],
    ['Win %', String(statistics.winPercent)],
    ...(info.daily
      ? ([
          ['Current streak', String(statistics.currentStreak)],
          ['Longest streak', String(statistics.longestStreak)],
        ] as [string, string][])
      : []),
  ];
  return (
    <section aria-labelledby="statistics-title" className="space-y-3" data-testid="statistics-panel" aria-busy={false}>
      <h2 id="statistics-title" className="text-lg font-bold">
        Statistics
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-100 p-2 text-center dark:bg-slate-800">
            <dt className="text-xs font-semibold text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid={`stat-${label.toLowerCase().replace(/\W+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {info.levels.length > 0 && (
        // The playing clock, as the timer shows it; leaderboards rank by wall time, pauses included.
        <StatisticsTable
          caption={
            <>
              Best clean times <span className="font-normal text-slate-700 dark:text-slate-300">(pauses excluded)</span>
            </>
          }
          headings={['Level', 'Best']}
          rows={info.levels.map((level) => {
            const best = statistics.bestSeconds[level.id];
            return {
              key: level.id,
              testId: `best-${level.id}`,
              label: level.label,
              cells: [{ value: best === undefined ? NONE_YET : formatClock(best) }],
            };
          })}
        />
      )}
    </section>
  );
}
