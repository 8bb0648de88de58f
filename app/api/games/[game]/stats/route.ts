import { z } from 'zod';
import { getKnownCallerKey } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { createStatisticsService } from '@/lib/games/platform/statistics-service';
import { parseWith } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string }> };

const gameSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown game.');

/** The caller's statistics for a game (signed in: the account's; else the anonymous key's; none yet: empty). */
export const GET = handle(async (_request: Request, context: Context) => {
  const game = parseWith(gameSchema, (await context.params).game);
  const [store, key] = await Promise.all([getStore(), getKnownCallerKey()]);
  return jsonResponse(await createStatisticsService(store).forGame(key, game));
}, 'Your statistics cannot be loaded right now.');
