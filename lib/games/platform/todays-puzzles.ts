import type { Store } from '@/lib/db/store';
import type { StoredPlay } from '@/lib/db/store/game-plays';
import { DAILY_GAMES, type CatalogueEntry, type GameId } from '@/lib/games/catalogue';
import { gameStatistics, utcDay } from './statistics';

/** Where the player stands on one game's daily today. */
export type TodayStatus = 'not-started' | 'in-progress' | 'solved' | 'lost';

export type TodaysPuzzle = {
  game: GameId;
  name: string;
  /** The daily's level as players read it (e.g. "Medium"), when known. */
  level: string | null;
  /** The daily's level id where the game has a daily per level (an entry each, e.g. Solitaire's 'draw-3'); else null. */
  levelId: string | null;
  status: TodayStatus;
  /** Solved: the time on the player's clock (pauses excluded), as their result records it. */
  timeSeconds: number | null;
  /** Solved with hints, checks or reveals. */
  assisted: boolean;
  /** Consecutive days with a daily of the game solved, up to today (or yesterday while today's is open). */
  currentStreak: number;
};

export type TodaysPuzzles = { day: string; games: TodaysPuzzle[] };

type Deps = {
  now?: () => Date;
  /** Each game's daily levels (its engine's, dailyLevelsIn); the labels come from the catalogue. */
  dailyLevels?: (game: GameId) => readonly string[] | undefined;
  /** The games with a daily (the catalogue's, unless a test names others). */
  games?: readonly CatalogueEntry[];
};

/** One daily of Today's puzzles: a game, and its level where the game has a daily per level. */
export type TodaysDaily = { game: CatalogueEntry; levelId: string | null; label: string | null };

const labelOf = (game: CatalogueEntry, level: string | undefined) =>
  level === undefined ? null : (game.levels.find((l) => l.id === level)?.label ?? null);

/**
 * The dailies Today's puzzles lists, in the games' order: one per game, or one per daily level for
 * a game with several (labelled with the level's catalogue label). The home page draws its tiles from it.
 */
export function todaysDailies(
  games: readonly CatalogueEntry[],
  dailyLevels?: (game: GameId) => readonly string[] | undefined,
): TodaysDaily[] {
  return games.flatMap((game): TodaysDaily[] => {
    const levels = dailyLevels?.(game.id) ?? [];
    if (levels.length <= 1) return [{ game, levelId: null, label: labelOf(game, levels[0]) }];
    return levels.map((level) => ({ game, levelId: level, label: labelOf(game, level) }));
  });
}

/**
 * The home page's "Today's puzzles": each daily (todaysDailies) with the caller's play of it today
 * (none, under way, solved and in what time, or lost) and their current streak on its game. Read
 * only: nothing is created for a caller who has not played (a first visit has no key at all).
 */
export function createTodaysPuzzles(store: Pick<Store, 'gamePlays' | 'gameResults'>, deps: Deps = {}) {
  const now = deps.now ?? (() => new Date());
  const games = deps.games ?? DAILY_GAMES;

  async function entry(daily: TodaysDaily, plays: readonly StoredPlay[], streak: number): Promise<TodaysPuzzle> {
    const { game, levelId } = daily;
    const base = { game: game.id, name: game.name, levelId, timeSeconds: null, assisted: false, currentStreak: streak };
    // A game with one daily: its play of the day, whatever level it was issued at (as before dailies per level).
    const play = levelId === null ? plays[0] : plays.find((p) => p.level === levelId);
    if (!play) return { ...base, level: daily.label, status: 'not-started' };
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
      const playsOf = new Map<GameId, StoredPlay[]>();
      // One at a time: the embedded database answers one query at a time anyway.
      for (const daily of todaysDailies(games, deps.dailyLevels)) {
        const { game } = daily;
        const streak = gameStatistics(
          summaries.find((s) => s.gameSlug === game.id),
          day,
        ).currentStreak;
        if (!playsOf.has(game.id))
          playsOf.set(game.id, playerKey === null ? [] : await store.gamePlays.dailyPlays(game.id, playerKey, day));
        out.push(await entry(daily, playsOf.get(game.id) ?? [], streak));
      }
      return { day, games: out };
    },
  };
}
