import type { Store } from '@/lib/db/store';
import type { GeneratePuzzle } from './puzzle-generation';

/**
 * Practice puzzles generated ahead per level and shared by all players, so a new puzzle is served in
 * a few milliseconds even where generating one takes longer. A player is served only pooled puzzles
 * they have not played; one who played them all gets a new one made on the spot (and pooled). The
 * pool is filled in the background from a level's first request on.
 */
export const POOL_TARGET = 100;
/**
 * Puzzles a level's pool grows by, in the background, when a player has played all of it: their
 * next ones come from the pool again instead of each waiting for the generator.
 */
export const POOL_GROWTH = 20;
/**
 * A level's pool grows no further: a player who has played all of it is given again the puzzle
 * they played longest ago, so one tireless player (or script) cannot grow the tables without end.
 */
export const POOL_CEILING = 2_000;
/**
 * New puzzles in a row that repeat a pooled one (or a daily's) before a refill stops, or the
 * puzzle made for a player beyond the pool gives up for the one they played longest ago: a level
 * with few possible puzzles has them all pooled by then.
 */
export const REPEATS_IN_A_ROW = 20;

/** Runs a task after the answer, on a later turn of the event loop; failures are logged. */
export type Schedule = (task: () => Promise<void>) => void;

export function scheduleInBackground(task: () => Promise<void>): void {
  setImmediate(() => {
    task().catch((error: unknown) => console.error('[games] a background task of the games platform failed:', error));
  });
}

/** The levels being refilled in this process (one refill per store and level at a time). */
const refilling = new Set<string>();
/** Stores whose empty pools this process is seeding (one seeding at a time). */
const seeding = new Set<string>();

/**
 * The pools this process saw full, so a request does not count them again: pooled puzzles are never
 * removed, so a full pool stays full. Per store, as tests give each their own database.
 */
const fullPools = new Set<string>();
const storeIds = new WeakMap<object, number>();
let storeCount = 0;

/** A key per store (tests give each their own database) and name, for this process's memory of work done. */
export function perStore(store: object, name: string): string {
  if (!storeIds.has(store)) storeIds.set(store, ++storeCount);
  return `${storeIds.get(store)}:${name}`;
}

export function createPracticePools(store: Pick<Store, 'gamePlays'>, generate: GeneratePuzzle, schedule: Schedule, ceiling = POOL_CEILING) {
  /**
   * Tops the level's pool up to `target` (at least POOL_TARGET, at most POOL_CEILING), one puzzle per
   * turn so requests are not held up long.
   */
  async function refill(game: string, level: string, target = POOL_TARGET): Promise<void> {
    // Per store, as the full pools are: another database's refill of the level must not stand in for this one's.
    const key = perStore(store, `${game}/${level}`);
    if (refilling.has(key)) return;
    refilling.add(key);
    const goal = Math.min(ceiling, Math.max(POOL_TARGET, target));
    try {
      let repeats = 0;
      while ((await store.gamePlays.poolSize(game, level)) < goal && repeats < REPEATS_IN_A_ROW) {
        await new Promise((resolve) => setImmediate(resolve));
        const added = await store.gamePlays.addToPool(game, { level, ...(await generate(game, level)) });
        repeats = added ? 0 : repeats + 1;
      }
      fullPools.add(key);
    } finally {
      refilling.delete(key);
    }
  }

  return {
    /**
     * Gives each of the empty levels its first puzzle, one level after another in the background, so a
     * fresh server's readiness needs one puzzle per level, not every level's whole pool at once (which
     * would fill the generator's queue). Players' first requests fill the pools the rest of the way.
     */
    seedEmpty(levels: readonly { game: string; level: string }[]): void {
      const key = perStore(store, 'seeding');
      if (seeding.has(key)) return;
      seeding.add(key);
      schedule(async () => {
        try {
          for (const { game, level } of levels) {
            if ((await store.gamePlays.poolSize(game, level)) === 0)
              await store.gamePlays.addToPool(game, { level, ...(await generate(game, level)) });
          }
        } finally {
          seeding.delete(key);
        }
      });
    },

    /** Starts the level's background refill unless this process saw its pool full. */
    ensureFilling(game: string, level: string): void {
      if (!fullPools.has(perStore(store, `${game}/${level}`))) schedule(() => refill(game, level));
    },

    /**
     * The puzzle for a player who has played the whole pool: below the ceiling one made now (it joins
     * the pool, which grows by POOL_GROWTH ahead of them); at the ceiling the one they played longest ago.
     */
    async beyondPool(game: string, level: string, playerKey: string): Promise<string> {
      const size = await store.gamePlays.poolSize(game, level);
      if (size >= ceiling) {
        const recycled = await store.gamePlays.leastRecentPooled(game, level, playerKey);
        if (recycled) return recycled;
      }
      for (let tries = 0; tries < REPEATS_IN_A_ROW; tries++) {
        const made = await store.gamePlays.addToPool(game, { level, ...(await generate(game, level)) });
        if (made) {
          schedule(() => refill(game, level, size + 1 + POOL_GROWTH));
          return made.id;
        }
      }
      // Every new one repeated a pooled puzzle: the level's puzzles are (nearly) all pooled, and played.
      const recycled = await store.gamePlays.leastRecentPooled(game, level, playerKey);
      if (recycled) return recycled;
      throw new Error(`games: no new ${game} ${level} puzzle in ${REPEATS_IN_A_ROW} tries, and none pooled`);
    },
  };
}
