import { formatClock } from '@/components/games/shell/format';
import type { GameStatistics } from '@/components/games/shell/play-api';
import { StatisticsPanel } from '@/components/games/shell/lazy-statistics-panel';
import type { GameInfo } from '@/components/games/shell/types';

type Props = { info: GameInfo; statistics: GameStatistics | null; failed: boolean };

const none = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">none yet</span>
  </>
);

/**
 * The shell's statistics (all deals, the daily streaks, best clean times), then a row per mode:
 * played, won, win %, best clean time and fewest moves to a win.
 */
export function SolitaireStatistics({ info, statistics, failed }: Props) {
  return (
    <div className="space-y-3">
      <StatisticsPanel info={info} statistics={statistics} failed={failed} />
      {statistics && (
        <table className="w-full max-w-md text-sm" data-testid="solitaire-mode-statistics">
          <caption className="text-left font-semibold">By mode</caption>
          <thead>
            <tr>
              {['Mode', 'Played', 'Won', 'Win %', 'Best time', 'Fewest moves'].map((heading, i) => (
                <th key={heading} scope="col" className={`font-semibold ${i === 0 ? 'text-left' : 'text-right'}`}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {info.levels.map((level) => {
              const row = statistics.byLevel?.[level.id];
              const played = row?.played ?? 0;
              const won = row?.won ?? 0;
              const best = statistics.bestSeconds[level.id];
              return (
                <tr key={level.id} data-testid={`mode-${level.id}`}>
                  <th scope="row" className="text-left font-normal">
                    {level.label}
                  </th>
                  <td className="text-right tabular-nums" data-testid={`mode-${level.id}-played`}>{played}</td>
                  <td className="text-right tabular-nums" data-testid={`mode-${level.id}-won`}>{won}</td>
                  <td className="text-right tabular-nums">{played === 0 ? 0 : Math.round((100 * won) / played)}</td>
                  <td className="text-right tabular-nums">{best === undefined ? none : formatClock(best)}</td>
                  <td className="text-right tabular-nums" data-testid={`mode-${level.id}-fewest`}>{row?.bestScore == null ? none : row.bestScore}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
