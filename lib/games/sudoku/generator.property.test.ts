/**
 * The generator's promise, over random seeds and every level: exactly one solution by the
 * independent brute-force counter, a 180°-symmetric clue pattern, a clue count in the level's range,
 * and the grader's level exactly the one asked for. Each solver step is also checked against the
 * solution, so an unsound technique cannot hide behind a lucky grade.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { bruteForceCount } from './brute-force-counter';
import { hasNoRepeats, isPuzzleText, parseGrid } from './grid';
import { CLUE_RANGES, generateSudoku } from './generator';
import { SUDOKU_LEVEL_IDS } from './levels';
import { gradePuzzle, solveLogically } from './logical-solver';
import { runs } from '@/tests/support/property-runs';

const RUNS_PER_LEVEL = runs(100);

describe.each(SUDOKU_LEVEL_IDS)('generated %s puzzles', (level) => {
  it(`${RUNS_PER_LEVEL} seeds: unique, symmetric, in range, graded ${level}`, () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 16 }), (seed) => {
        const { puzzle, solution } = generateSudoku(level, createSeededRandom(seed));

        expect(isPuzzleText(puzzle)).toBe(true);
        const solved = parseGrid(solution);
        expect(solved?.every((v) => v > 0) && hasNoRepeats(solved)).toBe(true);
        for (let i = 0; i < 81; i++) {
          if (puzzle[i] !== '.') expect(puzzle[i]).toBe(solution[i]);
          expect(puzzle[i] === '.').toBe(puzzle[80 - i] === '.');
        }
        const clues = puzzle.replace(/\./g, '').length;
        expect(clues).toBeGreaterThanOrEqual(CLUE_RANGES[level].min);
        expect(clues).toBeLessThanOrEqual(CLUE_RANGES[level].max);

        expect(bruteForceCount(puzzle, 2)).toBe(1);

        expect(gradePuzzle(puzzle)).toBe(level);
        const { steps } = solveLogically(parseGrid(puzzle) ?? [], { recordSteps: true });
        for (const step of steps) {
          if (step.placement) expect(String(step.placement.digit)).toBe(solution[step.placement.cell]);
          for (const e of step.eliminations) expect(String(e.digit)).not.toBe(solution[e.cell]);
        }
      }),
      { numRuns: RUNS_PER_LEVEL },
    );
  }, 120_000);
});

describe('generator', () => {
  it('is deterministic for a given random source', () => {
    const a = generateSudoku('hard', createSeededRandom('same'));
    expect(generateSudoku('hard', createSeededRandom('same'))).toEqual(a);
    expect(generateSudoku('hard', createSeededRandom('other'))).not.toEqual(a);
  });

  it('refuses an unknown level', () => {
    expect(() => generateSudoku('impossible' as never, createSeededRandom('x'))).toThrow();
  });
});
