import 'server-only';
import { z } from 'zod';
import { getCaller } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { RATE_RULES, rateBucket } from '@/lib/http/rate-limit';
import { parseWith } from '@/lib/http/read-body';
import { PLATFORM_ENGINES } from '../platform-engines';
import { randomUUID } from 'node:crypto';
import { createSeededRandom } from '@/lib/games/2048/seeded-random';
import { createGeneratorThread } from './generator-thread';
import { createPlayService, MAX_MOVES, type PlayCaller, type PlayService } from './play-service';
import { generateInThread, type GeneratePuzzle } from './puzzle-generation';

const gameSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown game.');
const playIdSchema = z.string().max(64, 'Unknown game id.');

/** A move list (each move checked against the game's own schema by the service). */
export const movesBodySchema = z.object({ moves: z.array(z.unknown()).max(MAX_MOVES, `must be at most ${MAX_MOVES} moves`), assisted: z.boolean().optional() });
/** Room for the longest move list of small JSON moves. */
export const MOVES_BODY_LIMIT = MAX_MOVES * 64;

// One generator thread per process: route handlers are separate bundles sharing globalThis.
const holder = globalThis as { __puzzleGenerator?: GeneratePuzzle };
const generator = () => (holder.__puzzleGenerator ??= createGeneratorThread(generateInThread(PLATFORM_ENGINES, () => createSeededRandom(randomUUID()))));

/** The service and caller of one route-handler request, the game (and play) from its path. */
export async function playRequest(params: Promise<{ game: string; playId?: string }>): Promise<{ service: PlayService; caller: PlayCaller; game: string; playId: string }> {
  const raw = await params;
  const game = parseWith(gameSchema, raw.game);
  const playId = parseWith(playIdSchema, raw.playId ?? '');
  const [store, caller] = await Promise.all([getStore(), getCaller()]);
  return { service: createPlayService(store, PLATFORM_ENGINES, { generate: generator() }), caller: { key: caller.key, userId: caller.user?.id ?? null }, game, playId };
}

/** New plays are capped per player key, so a script cannot fill the database with puzzles. */
export const newPlaysLimit = (caller: PlayCaller) => rateBucket(RATE_RULES.newPlaysPerKey, caller.key);

/** The public part of a game's daily, without a caller. */
export async function dailyRequest(params: Promise<{ game: string }>) {
  const game = parseWith(gameSchema, (await params).game);
  return createPlayService(await getStore(), PLATFORM_ENGINES, { generate: generator() }).daily(game);
}
