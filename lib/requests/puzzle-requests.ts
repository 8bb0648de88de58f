import 'server-only';
import { getCaller } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { getEnv } from '@/lib/env';
import { rateLimited } from '@/lib/http/errors';
import { clientIp, enforceRateLimit, RATE_RULES, rateBucket } from '@/lib/http/rate-limit';
import { openingName } from '@/lib/games/chess/opening-explorer';
import { createPuzzleService, type PuzzleCaller } from '@/lib/games/chess/puzzle-service';
import type { Difficulty } from '@/lib/games/chess/puzzle-rules';

/** The service and the caller for one route-handler request, derived from its own cookies. */
export async function puzzleRequest(): Promise<{
  service: ReturnType<typeof createPuzzleService>;
  caller: PuzzleCaller;
  anonymous: boolean;
}> {
  const [store, caller] = await Promise.all([getStore(), getCaller()]);
  return {
    service: createPuzzleService(store),
    caller: { key: caller.key, tier: caller.tier, userId: caller.user?.id ?? null },
    anonymous: caller.user === null,
  };
}

/**
 * Anonymous new puzzles are also capped per IP, so clearing cookies does not give unlimited puzzles.
 * Past that cap a newcomer (no puzzle solved yet: a NAT's next visitor, or a script's fresh key)
 * still gets a first game, up to anonymousNewcomerPuzzlesPerIp a day, so the rows a flood of fresh
 * keys leaves stay bounded by that limit, not by refusing honest visitors.
 */
export async function anonymousIpGate(newcomer: boolean): Promise<void> {
  const [store, ip] = await Promise.all([getStore(), clientIp()]);
  const cap = await rateBucket(RATE_RULES.anonymousPuzzleStartsPerIp, ip);
  const hit = await store.rateLimits.hit(cap.bucket, cap.windowSeconds, cap.limit, newcomer ? 'allowance' : 'limit');
  if (hit.allowed) return;
  if (!newcomer) throw rateLimited(cap.message, hit.retryAfterSeconds);
  await enforceRateLimit(RATE_RULES.anonymousNewcomerPuzzlesPerIp, ip);
}

/** The opening name of a puzzle's game; limited per IP, as a call may reach the outside explorer. */
export async function puzzleOpening(difficulty: Difficulty, idx: number): Promise<string | null> {
  await enforceRateLimit(RATE_RULES.openingPerIp, await clientIp());
  const store = await getStore();
  const puzzle = await store.puzzles.findPuzzle(difficulty, idx);
  return puzzle ? openingName(store, getEnv().openingExplorerUrl, puzzle.gameMoves) : null;
}
