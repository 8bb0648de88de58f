import { formatClock } from '@/components/games/shell/format';
import { StatisticsPanel } from '@/components/games/shell/lazy-statistics-panel';
import type { GameStatistics } from '@/components/games/shell/play-api';
import { NONE_YET, StatisticsTable } from '@/components/games/shell/statistics-table';
import type { GameInfo } from '@/components/games/shell/types';
import { winPercent } from '@/lib/games/platform/statistics';

type Props = { info: GameInfo; statistics: GameStatistics | null; failed: boolean };

/**
 * The shell's statistics (all deals, the daily streaks, best clean times), then a row per mode:
 * played, won, win %, best clean time and fewest moves to a win.
 */
export function SolitaireStatistics({ info, statistics, failed }: Props) {
  return (
    <div className="space-y-3">
      <StatisticsPanel info={info} statistics={statistics} failed={failed} />
      {statistics && (
        <StatisticsTable
          caption="By mode"
          headings={['Mode', 'Played', 'Won', 'Win %', 'Best time', 'Fewest moves']}
          testId="solitaire-mode-statistics"
          className="max-w-md"
          rows={info.levels.map((level) => {
            const row = statistics.byLevel?.[level.id];
            const [played, won] = [row?.played ?? 0, row?.won ?? 0];
            const best = statistics.bestSeconds[level.id];
            return {
              key: level.id,
              testId: `mode-${level.id}`,
              label: level.label,
              cells: [
                { value: played, testId: `mode-${level.id}-played` },
                { value: won, testId: `mode-${level.id}-won` },
                { value: winPercent(played, won) },
                { value: best === undefined ? NONE_YET : formatClock(best) },
                { value: row?.bestScore == null ? NONE_YET : row.bestScore, testId: `mode-${level.id}-fewest` },
              ],
            };
          })}
        />
      )}
    </div>
  );
}
