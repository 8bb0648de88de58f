import type { Store } from '@/lib/db/store';
import { DAILY_GAMES, type CatalogueEntry, type GameId } from '@/lib/games/catalogue';
import { gameStatistics, utcDay } from './statistics';

/** Where the player stands on one game's daily today. */
export type TodayStatus = 'not-started' | 'in-progress' | 'solved' | 'lost';

export type TodaysPuzzle = {
  game: GameId;
  name: string;
  /** The daily's level as players read it (e.g. "Medium"), when known. */
  level: string | null;
  status: TodayStatus;
  /** Solved: the time on the player's clock (pauses excluded), as their result records it. */
  timeSeconds: number | null;
  /** Solved with hints, checks or reveals. */
  assisted: boolean;
  /** Consecutive days with the daily solved, up to today (or yesterday while today's is open). */
  currentStreak: number;
};

export type TodaysPuzzles = { day: string; games: TodaysPuzzle[] };

type Deps = {
  now?: () => Date;
  /** The level id of each game's daily (the engines' dailyLevel); the label comes from the catalogue. */
  dailyLevel?: (game: GameId) => string | undefined;
  /** The games with a daily (the catalogue's, unless a test names others). */
  games?: readonly CatalogueEntry[];
};

/**
 * The home page's "Today's puzzles": each daily game with the caller's play of today's daily (none,
 * under way, solved and in what time, or lost) and their current streak. Read only: nothing is
 * created for a caller who has not played (a first visit has no key at all).
 */
export function createTodaysPuzzles(store: Pick<Store, 'gamePlays' | 'gameResults'>, deps: Deps = {}) {
  const now = deps.now ?? (() => new Date());
  const games = deps.games ?? DAILY_GAMES;
  const labelOf = (game: CatalogueEntry, level: string | undefined) => (level === undefined ? null : (game.levels.find((l) => l.id === level)?.label ?? null));

  async function entry(game: CatalogueEntry, playerKey: string | null, day: string, streak: number): Promise<TodaysPuzzle> {
    const base = { game: game.id, name: game.name, timeSeconds: null, assisted: false, currentStreak: streak };
    const play = playerKey === null ? null : await store.gamePlays.findDailyPlay(game.id, playerKey, day);
    if (!play) return { ...base, level: labelOf(game, deps.dailyLevel?.(game.id)), status: 'not-started' };
    const level = labelOf(game, play.level);
    if (play.status === 'playing') return { ...base, level, status: 'in-progress' };
    const result = await store.gameResults.playResult(game.id, play.id, play.playerKey);
    if (play.status === 'lost') return { ...base, level, status: 'lost', assisted: result?.assisted ?? false };
    return { ...base, level, status: 'solved', timeSeconds: result?.timeSeconds ?? null, assisted: result?.assisted ?? false };
  }

  return {
    async forPlayer(playerKey: string | null): Promise<TodaysPuzzles> {
      const day = utcDay(now());
      const summaries = playerKey === null ? [] : await store.gameResults.summaries(playerKey);
      const out: TodaysPuzzle[] = [];
      // One at a time: the embedded database answers one query at a time anyway.
      for (const game of games) {
        const streak = gameStatistics(summaries.find((s) => s.gameSlug === game.id), day).currentStreak;
        out.push(await entry(game, playerKey, day, streak));
      }
      return { day, games: out };
    },
  };
}
