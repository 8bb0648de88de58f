import { z } from 'zod';
import { getStore } from '@/lib/db/database';
import { parseWith } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { readLeaderboard } from '@/lib/leaderboard/leaderboard-service';

type Context = { params: Promise<{ game: string }> };

const gameSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown game.');
const boardSchema = z
  .string()
  .max(60)
  .regex(/^[a-z0-9:-]+$/, 'Unknown board.')
  .optional();

/** `?board=` picks one of the game's boards (default: its first). The same for everybody: cacheable briefly. */
export const GET = handle(async (request: Request, context: Context) => {
  const game = parseWith(gameSchema, (await context.params).game);
  const board = parseWith(boardSchema, new URL(request.url).searchParams.get('board') ?? undefined);
  const leaderboard = await readLeaderboard(await getStore(), game, board);
  return jsonResponse(leaderboard, { headers: { 'cache-control': 'public, max-age=10, stale-while-revalidate=50' } });
}, 'The leaderboard cannot be loaded right now.');
