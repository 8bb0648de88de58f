import { describe, expect, it } from 'vitest';
import type { PlayCaller } from '@/lib/games/platform/play-service';
import { fileDatabase, playServiceOn } from '@/tests/support/play-database';
import { solutionOf } from '@/tests/support/play-rows';
import { runs } from '@/tests/support/property-runs';
import { createSeededRandom } from '../toolbox/seeded-random';
import { engine } from './engine';
import { CROSSWORD_LEVELS } from './levels';
import { newPuzzle } from '@/lib/games/platform/puzzle-generation';

/**
 * Issue 42 on the platform (PGlite): one player, 500 practice plays a size (PLAYS), never the same fill
 * (the solution) twice while an unplayed one remains, and never the day's daily. The pools are
 * filled ahead through the store, each grid offered twice (the second is refused): plays past the
 * pool get a grid made on the spot, as a live server does.
 */
/** 500 a size in the deep run (npm run test:deep), a fifth by default: 500 take about a minute a size on a loaded 2-core machine. */
const PLAYS = runs(500);
const db = fileDatabase();
const game = 'crosswords';
const service = playServiceOn(db, { [game]: engine }, { seed: 'practice repeats' });
const player: PlayCaller = { key: 'cw-repeats', userId: null, address: 'cw-repeats' };
/** A play's fill: the answer grid in its stored state. */
const fillOf = async (playId: string) => (JSON.parse(await solutionOf(db.sql, playId)) as { solution: string }).solution;

describe('Crosswords practice repeats', () => {
  it.each(CROSSWORD_LEVELS.map((l) => l.id))(
    `%s: ${PLAYS} practice plays, ${PLAYS} different fills, none the daily's`,
    async (level) => {
      const dailyPlay = (await service().issue(player, game, { mode: 'daily' })).playId;
      const [daily, dailyStored] = [await fillOf(dailyPlay), await solutionOf(db.sql, dailyPlay)];
      const random = createSeededRandom(`practice repeats pool ${level}`);
      let refused = 0;
      for (let i = 0; i < PLAYS; i++) {
        const grid = { level, ...newPuzzle(engine, level, random) };
        // Null for a repeat of a pooled grid (the generator's few) or of the daily's.
        if ((await db.store.gamePlays.addToPool(game, grid)) && (await db.store.gamePlays.addToPool(game, grid)) === null) refused++;
      }
      expect(refused).toBe(await db.store.gamePlays.poolSize(game, level));
      // The daily's fill stays out of its level's pool.
      expect(await db.store.gamePlays.addToPool(game, { level: 'easy', puzzle: 'daily', solution: dailyStored })).toBeNull();

      const served = new Set<string>();
      for (let i = 0; i < PLAYS; i++) {
        const fill = await fillOf((await service().issue(player, game, { mode: 'practice', level })).playId);
        expect(served.has(fill), `play ${i + 1} repeats ${fill}`).toBe(false);
        expect(fill).not.toBe(daily);
        served.add(fill);
      }
    },
    240_000,
  );
});
