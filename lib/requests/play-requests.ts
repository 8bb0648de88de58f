import 'server-only';
import { z } from 'zod';
import { getCaller, getKnownCaller, newCaller } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { clientIp, enforceRateLimit, hashSubject, RATE_RULES, rateBucket, type RateRule } from '@/lib/http/rate-limit';
import { parseWith } from '@/lib/http/read-body';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { randomUUID } from 'node:crypto';
import { createSeededRandom } from '@/lib/games/toolbox/seeded-random';
import { createGeneratorThread } from '@/lib/games/platform/generator-thread';
import { createPlayService, MAX_MOVES, type PlayCaller, type PlayService } from '@/lib/games/platform/play-service';
import { applyInThread, dailyInThread, generateInThread } from '@/lib/games/platform/puzzle-generation';

const gameSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown game.');
const playIdSchema = z.string().max(64, 'Unknown game id.');

/** A move list (each move checked against the game's own schema by the service). */
export const movesBodySchema = z.object({
  moves: z.array(z.unknown()).max(MAX_MOVES, `must be at most ${MAX_MOVES} moves`),
  assisted: z.boolean().optional(),
});
/** Room for the longest move list of small JSON moves. */
export const MOVES_BODY_LIMIT = MAX_MOVES * 64;

// One generator thread per process: route handlers are separate bundles sharing globalThis.
const holder = globalThis as { __puzzleGenerator?: ReturnType<typeof createGeneratorThread> };
const newRandom = () => createSeededRandom(randomUUID());
export const puzzleGenerator = () =>
  (holder.__puzzleGenerator ??= createGeneratorThread({
    generate: generateInThread(PLATFORM_ENGINES, newRandom),
    generateDaily: dailyInThread(PLATFORM_ENGINES, newRandom),
    applyMove: applyInThread(PLATFORM_ENGINES),
  }));

function service(store: Awaited<ReturnType<typeof getStore>>): PlayService {
  const thread = puzzleGenerator();
  return createPlayService(store, PLATFORM_ENGINES, {
    generate: thread.generate,
    generateDaily: thread.generateDaily,
    applyCostlyMove: thread.applyMove,
  });
}

/**
 * The service and caller of one call to a play, the game and play from its path. `perIp`: the call's
 * limit per address, counted by the statement that reads the play (a refusal, 429, reads nothing).
 * A caller without a key has the limit counted first, alone (a refusal issues no key), then a key
 * issued as for any first call.
 */
export async function playRequest(
  params: Promise<{ game: string; playId: string }>,
  perIp: RateRule,
): Promise<{ service: PlayService; caller: PlayCaller; game: string; playId: string }> {
  const raw = await params;
  const game = parseWith(gameSchema, raw.game);
  const playId = parseWith(playIdSchema, raw.playId);
  const ip = await clientIp();
  const [store, known] = await Promise.all([getStore(), getKnownCaller()]);
  if (!known) await enforceRateLimit(perIp, ip);
  const caller = known ?? (await newCaller());
  return {
    service: service(store),
    caller: {
      key: caller.key,
      userId: caller.user?.id ?? null,
      address: await hashSubject(ip, 'help-address'),
      ...(known ? { perIp: await rateBucket(perIp, ip) } : {}),
    },
    game,
    playId,
  };
}

/**
 * A start of a play: the address's limit on starts and the player's on new plays are counted by the
 * service in the statement that makes the play (a key a first call is issued counts against the
 * address's allowance of new keys).
 */
export async function playStartRequest(params: Promise<{ game: string }>) {
  const game = parseWith(gameSchema, (await params).game);
  const ip = await clientIp();
  const [store, found] = await Promise.all([getStore(), getCaller()]);
  const address = await hashSubject(ip, 'help-address');
  const caller: PlayCaller = { key: found.key, userId: found.user?.id ?? null, address };
  const limits = {
    perIp: await rateBucket(RATE_RULES.playStartsPerIp, ip),
    perKey: await rateBucket(RATE_RULES.newPlaysPerKey, caller.key),
  };
  return { service: service(store), caller, game, limits };
}

const dailyLevelSchema = z.string().max(40, 'That level has no daily puzzle in this game.').optional();

/** The day and level of a game's daily (of `level`, a daily level; none: the engine's dailyLevel), without a caller: never its puzzle. */
export async function dailyRequest(params: Promise<{ game: string }>, level?: string | null) {
  const game = parseWith(gameSchema, (await params).game);
  const dailyLevel = parseWith(dailyLevelSchema, level ?? undefined);
  return service(await getStore()).dailyOutline(game, dailyLevel);
}
