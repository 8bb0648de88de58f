import { dailyRequest } from '@/lib/requests/play-requests';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string }> };

/** Seconds a shared cache may keep the answer: a minute, never past the UTC midnight that ends the day. */
function maxAge(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(0, Math.min(60, Math.floor((midnight - now.getTime()) / 1000) - 1));
}

/**
 * Today's daily as `{ game, day, level }`, the same for everybody on a UTC day; `?level=` picks one
 * of a game's daily levels (none: its dailyLevel; a level without a daily: 400). Not the puzzle: it
 * goes out only with a play (POST .../plays), whose issue starts the clock, so nobody studies it first.
 */
export const GET = handle(async (request: Request, context: Context) => {
  const daily = await dailyRequest(context.params, new URL(request.url).searchParams.get('level'));
  return jsonResponse(daily, { headers: { 'cache-control': `public, max-age=${maxAge(new Date())}` } });
}, "Today's puzzle cannot be loaded right now.");
