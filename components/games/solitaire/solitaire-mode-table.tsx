import { formatClock } from '@/components/games/shell/format';
import type { GameStatistics } from '@/components/games/shell/play-api';
import { NONE_YET, StatisticsTable } from '@/components/games/shell/statistics-table';
import type { GameInfo } from '@/components/games/shell/types';
import { winPercent } from '@/lib/games/platform/statistics';

/** A row per mode: played, won, win %, best clean time and fewest moves to a win. */
export default function SolitaireModeTable({ info, statistics }: { info: GameInfo; statistics: GameStatistics }) {
  return (
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
  );
}
