/**
 * Following the hints solves every served puzzle: from the empty board, ask for a hint, write exactly
 * what its deduction says (the queen it places, or an x on each cell it rules out), and repeat. Each
 * hint must be a named deduction, never the "Reveal" fallback that gives a queen away, and the chain
 * must end at the solution. Generated puzzles of every level, through the engine as the platform calls it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { engine as queenieEngine } from './engine';
import { FALLBACK_TECHNIQUE, findHintWithEffect } from './hint';
import { LEVELS } from './levels';
import { runs } from '@/tests/support/property-runs';

const PUZZLES_PER_LEVEL = runs(30);
/** Far more hints than any board needs (a queen or at least one x each): a chain that goes round in circles fails. */
const MAX_HINTS = 200;

describe.each(LEVELS)('the $label hint chain', ({ id: level }) => {
  it(`solves ${PUZZLES_PER_LEVEL} generated puzzles from the empty board, never falling back to a reveal`, () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { puzzle, solution } = queenieEngine.generate(level, createSeededRandom(`hint chain ${level} ${seed}`));
        let grid = queenieEngine.initialGrid(puzzle);
        let hints = 0;
        while (!queenieEngine.isSolved(puzzle, grid, solution)) {
          if (++hints > MAX_HINTS) throw new Error(`Not solved after ${MAX_HINTS} hints`);
          const found = findHintWithEffect(puzzle, grid, solution);
          expect(found?.hint.technique).not.toBe(FALLBACK_TECHNIQUE);
          expect(found?.hint.technique).not.toMatch(/^Wrong/);
          const before = grid;
          if (found?.queen != null) grid = queenieEngine.applyMove(puzzle, grid, { cell: found.queen, mark: 'queen' })!;
          for (const cell of found?.ruledOut ?? []) grid = queenieEngine.applyMove(puzzle, grid, { cell, mark: 'x' })!;
          if (grid === before) throw new Error(`The ${found?.hint.technique} hint changes nothing: ${found?.hint.message}`);
        }
        expect(queenieEngine.hint(puzzle, grid, solution)).toBeNull();
      }),
      { numRuns: PUZZLES_PER_LEVEL },
    );
  }, 120_000);
});
