import { dailyRequest } from '@/lib/games/platform/play-requests';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string }> };

/** The day's public puzzle `{ game, day, level, puzzle }`, the same for everybody on a UTC day. */
export const GET = handle(async (_request: Request, context: Context) => {
  return jsonResponse(await dailyRequest(context.params), { headers: { 'cache-control': 'public, max-age=60' } });
}, "Today's puzzle cannot be loaded right now.");
