import { formatClock } from '@/components/games/shell/format';
import type { GameStatisticsView } from '@/lib/games/platform/statistics-service';

/** Statistics across games, one row per game played (the account page). */
export function StatisticsTable({ games }: { games: GameStatisticsView[] }) {
  if (games.length === 0) return <p>No games finished yet. Your statistics appear here once you finish one.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid="account-statistics">
        <caption className="sr-only">Your statistics per game</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            {['Game', 'Played', 'Won', 'Win %', 'Streak', 'Longest', 'Best times'].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {games.map(({ game, name, statistics: s, levels }) => (
            <tr key={game} className="border-b border-slate-200 dark:border-slate-700" data-game={game}>
              <th scope="row" className="py-2 pr-4 font-semibold">
                {name}
              </th>
              <td className="py-2 pr-4 tabular-nums">{s.played}</td>
              <td className="py-2 pr-4 tabular-nums">{s.won}</td>
              <td className="py-2 pr-4 tabular-nums">{s.winPercent}</td>
              <td className="py-2 pr-4 tabular-nums">{s.currentStreak}</td>
              <td className="py-2 pr-4 tabular-nums">{s.longestStreak}</td>
              <td className="py-2 pr-4">
                {Object.keys(s.bestSeconds).length === 0
                  ? '—'
                  : Object.entries(s.bestSeconds)
                      .map(([level, seconds]) => `${levels.find((l) => l.id === level)?.label ?? level} ${formatClock(seconds)}`)
                      .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
