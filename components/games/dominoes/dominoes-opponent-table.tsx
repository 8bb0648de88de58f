import type { GameStatistics } from '@/components/games/shell/play-api';
import { StatisticsTable } from '@/components/games/shell/statistics-table';
import { opponentLevelLabel, recordsByOpponentLevel } from '@/lib/games/dominoes/levels';
import { winPercent } from '@/lib/games/platform/statistics';

/** Matches played, won and win % against Easy and against Hard opponents. */
export default function DominoesOpponentTable({ statistics }: { statistics: GameStatistics }) {
  return (
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
  );
}
