import { getKnownCallerKey } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { createTodaysPuzzles } from '@/lib/games/platform/todays-puzzles';
import { handle, jsonResponse } from '@/lib/http/responses';

/**
 * The caller's day on every daily game `{ day, games: [{ game, status, timeSeconds, currentStreak, ... }] }`
 * (signed in: the account's; else the anonymous key's; none yet: nothing started). It takes no
 * input: whose day it is comes from the caller's own cookies, never from the request.
 */
export const GET = handle(async () => {
  const [store, key] = await Promise.all([getStore(), getKnownCallerKey()]);
  const service = createTodaysPuzzles(store, { dailyLevel: (game) => (Object.hasOwn(PLATFORM_ENGINES, game) ? PLATFORM_ENGINES[game]?.dailyLevel : undefined) });
  return jsonResponse(await service.forPlayer(key));
}, "Today's puzzles cannot be loaded right now.");
