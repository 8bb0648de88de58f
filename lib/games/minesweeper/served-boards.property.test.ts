/**
 * The no-guess promise, proved on the boards players get, by a checker that shares no code with the
 * generator or its solver (no-guess-checker.ts): boards made exactly as the server makes them (a
 * practice game's secret seed and the player's first click through the engine; the daily through
 * `newDaily`, from its public start cell), each cleared from its first click by perfect deduction,
 * never a guess. 100 boards per level, and 100 dailies.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededRandom } from '../toolbox/seeded-random';
import { engine } from './engine';
import { LEVELS, levelById, DAILY_LEVEL } from './levels';
import { checkNoGuess } from './no-guess-checker';
import { runs } from '@/tests/support/property-runs';

const BOARDS_PER_LEVEL = runs(100);

describe.each(LEVELS)('served $label boards ($width x $height, $mines mines)', (level) => {
  const cells = level.width * level.height;

  it(`${BOARDS_PER_LEVEL} practice boards, each cleared from the player's first click without a guess`, () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: cells - 1 }), (seed, firstClick) => {
        const { state } = engine.newGame(level.id, createSeededRandom(seed));
        const played = engine.applyMove(state, { kind: 'open', cell: firstClick });
        if (!played || 'refused' in played) throw new Error('The first click was refused');
        const game = played.state.game!;
        expect(game.mineCells).toHaveLength(level.mines);

        const check = checkNoGuess(level, game.mineCells, firstClick);
        expect(check).toMatchObject({ cleared: true, opened: cells - level.mines });
      }),
      { numRuns: BOARDS_PER_LEVEL },
    );
  });
});

describe('served dailies', () => {
  it(`${BOARDS_PER_LEVEL} dailies, each cleared from its public start cell without a guess`, () => {
    const level = levelById(DAILY_LEVEL);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        const { state } = engine.newDaily(createSeededRandom(seed), []);
        expect(state.start).not.toBeNull();
        const check = checkNoGuess(level, state.game!.mineCells, state.start!);
        expect(check).toMatchObject({ cleared: true, opened: level.width * level.height - level.mines });
      }),
      { numRuns: BOARDS_PER_LEVEL },
    );
  });
});
