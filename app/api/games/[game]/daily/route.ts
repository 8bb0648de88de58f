import { dailyRequest } from '@/lib/games/platform/play-requests';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string }> };

/** Seconds a shared cache may keep the answer: a minute, never past the UTC midnight that ends the day. */
function maxAge(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(0, Math.min(60, Math.floor((midnight - now.getTime()) / 1000) - 1));
}

/** The day's public puzzle `{ game, day, level, puzzle }`, the same for everybody on a UTC day. */
export const GET = handle(async (_request: Request, context: Context) => {
  const daily = await dailyRequest(context.params);
  return jsonResponse(daily, { headers: { 'cache-control': `public, max-age=${maxAge(new Date())}` } });
}, "Today's puzzle cannot be loaded right now.");
