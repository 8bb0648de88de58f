import 'server-only';
import { getCaller } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { getEnv } from '@/lib/env';
import { clientIp, enforceRateLimit, RATE_RULES } from '@/lib/http/rate-limit';
import { openingName } from '@/lib/puzzles/opening-explorer';
import { createPuzzleService, type PuzzleCaller } from '@/lib/puzzles/puzzle-service';
import type { Difficulty } from '@/lib/puzzles/puzzle-rules';

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

/** Anonymous new puzzles are also capped per IP, so clearing cookies does not give unlimited puzzles. */
export async function anonymousIpGate(): Promise<void> {
  await enforceRateLimit(RATE_RULES.anonymousPuzzleStartsPerIp, await clientIp());
}

/** The opening name of a puzzle's game; limited per IP, as a call may reach the outside explorer. */
export async function puzzleOpening(difficulty: Difficulty, idx: number): Promise<string | null> {
  await enforceRateLimit(RATE_RULES.openingPerIp, await clientIp());
  const store = await getStore();
  const puzzle = await store.puzzles.findPuzzle(difficulty, idx);
  return puzzle ? openingName(store, getEnv().openingExplorerUrl, puzzle.gameMoves) : null;
}
