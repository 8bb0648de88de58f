import { StatisticsPanel } from '@/components/games/shell/lazy-statistics-panel';
import type { GameStatistics } from '@/components/games/shell/play-api';
import { StatisticsTable } from '@/components/games/shell/statistics-table';
import type { GameInfo } from '@/components/games/shell/types';
import { opponentLevelLabel, recordsByOpponentLevel } from '@/lib/games/dominoes/levels';
import { winPercent } from '@/lib/games/platform/statistics';

type Props = { info: GameInfo; statistics: GameStatistics | null; failed: boolean };

/** The shell's statistics (every match), then matches played, won and win % against Easy and against Hard opponents. */
export function DominoesStatistics({ info, statistics, failed }: Props) {
  return (
    <div className="space-y-3">
      <StatisticsPanel info={info} statistics={statistics} failed={failed} />
      {statistics && (
        <StatisticsTable
          caption="By opponents' level"
          headings={['Opponents', 'Played', 'Won', 'Win %']}
          testId="dominoes-opponent-statistics"
          rows={recordsByOpponentLevel(statistics.byLevel ?? {}).map(({ opponentLevel, played, won }) => ({
            key: opponentLevel,
            testId: `opponents-${opponentLevel}`,
            label: opponentLevelLabel(opponentLevel),
            cells: [{ value: played }, { value: won }, { value: winPercent(played, won) }],
          }))}
        />
      )}
    </div>
  );
}
