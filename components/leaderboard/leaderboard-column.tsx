'use client';

import { usePathname } from 'next/navigation';
import type { LeaderboardCardGame } from '@/lib/games/catalogue';
import { LeaderboardCard } from './leaderboard-card';

/**
 * Whether the right column's leaderboard belongs on this page: a game's page (its own card) and the
 * home page (the spec's first puzzle). Account, sign-in, Premium and policy pages have none.
 */
export function showsLeaderboard(games: readonly LeaderboardCardGame[], pathname: string): boolean {
  if (pathname === '/') return true;
  return games.some((g) => g.id === pathname.split('/')[1]);
}

/** The right column: the page's leaderboard card where one belongs, else an empty column. */
export function LeaderboardColumn({ games, fallback }: { games: readonly LeaderboardCardGame[]; fallback: string }) {
  const pathname = usePathname() ?? '/';
  if (!showsLeaderboard(games, pathname)) return <div className="hidden xl:block" aria-hidden="true" />;
  return (
    <aside className="md:col-start-2 xl:col-start-auto" aria-label="Leaderboard">
      {/* The game on the page picks the board: the layout stays the same for everybody. */}
      <LeaderboardCard games={games} fallback={fallback} />
    </aside>
  );
}
