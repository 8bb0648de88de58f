import 'server-only';
import { getStore } from '@/lib/db/database';

/**
 * What an anonymous visitor played before signing up or logging in, merged into the account: chess
 * progress (the highest level per difficulty), then every platform game's statistics, daily results
 * and plays, nothing counted twice. The auth routes pass it to the sign-in (lib/auth/sign-in-service.ts),
 * which calls it before it retires the anonymous key: the auth knows nothing of the games.
 */
export async function mergeAnonymousPlay(anonKey: string, userId: string): Promise<void> {
  const store = await getStore();
  await store.puzzles.mergeProgress(anonKey, userId);
  // Loaded only here: the auth routes otherwise never need the game engines.
  const [{ PLATFORM_ENGINES }, { scoreRankedGames }] = await Promise.all([
    import('@/lib/games/platform-engines'),
    import('@/lib/games/platform/score-ranked'),
  ]);
  await store.gameResults.mergePlayer(anonKey, userId, scoreRankedGames(PLATFORM_ENGINES));
}
