/**
 * Following the hints solves every served puzzle: from the givens alone, ask for a hint, fill exactly
 * the cells its deduction fixes, and repeat. Each hint must be a named deduction, never the "Reveal"
 * fallback that gives a cell away, and the chain must end at the solution. Generated puzzles of every
 * size and difficulty, through the engine as the platform calls it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { FALLBACK_TECHNIQUE, findHintWithEffect } from './hint';
import { engine as takuzuEngine } from './index';
import { LEVELS } from './levels';
import { runs } from '@/tests/support/property-runs';

const PUZZLES_PER_LEVEL = runs(20);

describe.each(LEVELS)('the $label hint chain', ({ id: level }) => {
  it(`solves ${PUZZLES_PER_LEVEL} generated puzzles from the givens, never falling back to a reveal`, () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { puzzle, solution } = takuzuEngine.generate(level, createSeededRandom(`hint chain ${level} ${seed}`));
        let grid = takuzuEngine.initialGrid(puzzle);
        const unfilled = [...grid].filter((c) => c === '.').length;
        for (let filled = 0; filled < unfilled;) {
          const found = findHintWithEffect(puzzle, grid, solution);
          expect(found?.hint.technique).not.toBe(FALLBACK_TECHNIQUE);
          expect(found?.hint.technique).not.toBe('Mistake');
          if (!found?.fills.length) throw new Error(`The ${found?.hint.technique} hint fills nothing: ${found?.hint.message}`);
          for (const { cell, value } of found.fills) {
            expect(found.hint.cells).toContain(cell);
            grid = takuzuEngine.applyMove(puzzle, grid, { cell, value: value === 1 ? '1' : '0' })!;
            filled++;
          }
        }
        expect(takuzuEngine.isSolved(puzzle, grid, solution)).toBe(true);
        expect(takuzuEngine.hint(puzzle, grid, solution)).toBeNull();
      }),
      { numRuns: PUZZLES_PER_LEVEL },
    );
  }, 120_000);
});
