import type { LeaderboardEntry, Store } from '@/lib/db/store';
import { findGame, LEADERBOARD_GAME } from '@/lib/games/catalogue';
import { notFound } from '@/lib/http/errors';

/** What the leaderboard card and its modal show: the 100 fastest times. */
export const LEADERBOARD_SIZE = 100;

export type Leaderboard = { game: string; title: string; entries: LeaderboardEntry[] };

/** The games that keep a leaderboard (the spec's "first puzzle" only, for now). */
const GAMES_WITH_LEADERBOARD: readonly string[] = [LEADERBOARD_GAME];

export async function readLeaderboard(store: Store, game: string): Promise<Leaderboard> {
  const entry = findGame(game);
  if (!entry || !GAMES_WITH_LEADERBOARD.includes(entry.id)) throw notFound(`There is no leaderboard for "${game}".`);
  return { game: entry.id, title: `${entry.name} Leaderboard`, entries: await store.leaderboard.topEntries(entry.id, LEADERBOARD_SIZE) };
}
