import { z } from 'zod';
import { getStore } from '@/lib/db/database';
import { parseWith } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { readLeaderboard } from '@/lib/leaderboard/leaderboard-service';

type Context = { params: Promise<{ game: string }> };

const gameSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown game.');

/** The same for everybody: browsers and caches may keep it for a few seconds. */
export const GET = handle(async (_request: Request, context: Context) => {
  const game = parseWith(gameSchema, (await context.params).game);
  const leaderboard = await readLeaderboard(await getStore(), game);
  return jsonResponse(leaderboard, { headers: { 'cache-control': 'public, max-age=10, stale-while-revalidate=50' } });
}, 'The leaderboard cannot be loaded right now.');
