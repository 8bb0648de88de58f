import { getKnownCallerKey } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { dailyLevelsIn } from '@/lib/games/platform/daily-levels';
import { createTodaysPuzzles } from '@/lib/games/platform/todays-puzzles';
import { handle, jsonResponse } from '@/lib/http/responses';

/**
 * The caller's day on every daily `{ day, games: [{ game, level, levelId, status, timeSeconds, currentStreak, ... }] }`,
 * one entry per game, or per daily level for a game with several (signed in: the account's; else
 * the anonymous key's; none yet: nothing started). It takes no input: whose day it is comes from
 * the caller's own cookies, never from the request.
 */
export const GET = handle(async () => {
  const [store, key] = await Promise.all([getStore(), getKnownCallerKey()]);
  const service = createTodaysPuzzles(store, { dailyLevels: dailyLevelsIn(PLATFORM_ENGINES) });
  return jsonResponse(await service.forPlayer(key));
}, "Today's puzzles cannot be loaded right now.");
