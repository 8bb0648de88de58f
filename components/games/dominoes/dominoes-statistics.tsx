import type { GameStatistics } from '@/components/games/shell/play-api';
import { StatisticsPanel } from '@/components/games/shell/lazy-statistics-panel';
import type { GameInfo } from '@/components/games/shell/types';
import { opponentLevelLabel, recordsByOpponentLevel } from '@/lib/games/dominoes/levels';

type Props = { info: GameInfo; statistics: GameStatistics | null; failed: boolean };

/** The shell's statistics (every match), then matches played, won and win % against Easy and against Hard opponents. */
export function DominoesStatistics({ info, statistics, failed }: Props) {
  return (
    <div className="space-y-3">
      <StatisticsPanel info={info} statistics={statistics} failed={failed} />
      {statistics && (
        <table className="w-full max-w-sm text-sm" data-testid="dominoes-opponent-statistics">
          <caption className="text-left font-semibold">By opponents&apos; level</caption>
          <thead>
            <tr>
              {['Opponents', 'Played', 'Won', 'Win %'].map((heading, i) => (
                <th key={heading} scope="col" className={`font-semibold ${i === 0 ? 'text-left' : 'text-right'}`}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {recordsByOpponentLevel(statistics.byLevel ?? {}).map(({ opponentLevel, played, won }) => (
              <tr key={opponentLevel} data-testid={`opponents-${opponentLevel}`}>
                <th scope="row" className="text-left font-normal">
                  {opponentLevelLabel(opponentLevel)}
                </th>
                <td className="text-right tabular-nums">{played}</td>
                <td className="text-right tabular-nums">{won}</td>
                <td className="text-right tabular-nums">{played === 0 ? 0 : Math.round((100 * won) / played)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
