import { unstable_rethrow } from 'next/navigation';
import { getStore } from '@/lib/db/database';
import { findGame, LEADERBOARD_GAME } from '@/lib/games/catalogue';
import { LeaderboardList } from './leaderboard-list';
import { LeaderboardModal } from './leaderboard-modal';

const EMPTY = 'No times yet. Sign in and reach the 2048 tile to set the first one.';

/** The right column's card: the first puzzle's leaderboard, read from the database. */
export async function LeaderboardCard() {
  const game = findGame(LEADERBOARD_GAME);
  let entries: Awaited<ReturnType<Awaited<ReturnType<typeof getStore>>['leaderboard']['topEntries']>> | null = null;
  try {
    entries = await (await getStore()).leaderboard.topEntries(LEADERBOARD_GAME, 100);
  } catch (error) {
    unstable_rethrow(error);
    console.error('[leaderboard] could not be read:', error);
  }
  const title = `${game?.name ?? LEADERBOARD_GAME} Leaderboard`;
  return (
    <section className="card min-h-[280px] space-y-3" aria-labelledby="leaderboard-card-title" data-testid="leaderboard-card">
      <h2 id="leaderboard-card-title" className="text-lg font-bold">
        <span aria-hidden="true">🏆</span> Leaderboard
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">Fastest times to reach the 2048 tile.</p>
      {entries === null ? (
        <p className="text-sm text-red-800 dark:text-red-300">The leaderboard cannot be loaded right now.</p>
      ) : (
        <>
          <LeaderboardList entries={entries.slice(0, 3)} emptyText={EMPTY} />
          <LeaderboardModal title={title}>
            <LeaderboardList entries={entries} emptyText={EMPTY} />
          </LeaderboardModal>
        </>
      )}
    </section>
  );
}
