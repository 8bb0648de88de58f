import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { bruteForceCount } from './brute-force-counter';
import { formatGrid, hasNoRepeats, parseGrid } from './grid';
import { countSolutions, randomSolvedGrid, solveGrid } from './solution-counter';
import { EASY_PUZZLE, EASY_SOLUTION, GUESSING_PUZZLE } from './test-puzzles';

const values = (text: string) => parseGrid(text) ?? new Uint8Array(81);

describe("solution counters (the generator's and the independent one agree)", () => {
  it.each([
    ['a unique puzzle', EASY_PUZZLE, 1],
    ['a very hard unique puzzle', GUESSING_PUZZLE, 1],
    ['a full grid', EASY_SOLUTION, 1],
    // Every column then misses exactly one digit, so the row has exactly one filling.
    ['a grid with one row cleared', `${'.'.repeat(9)}${EASY_SOLUTION.slice(9)}`, 1],
    ['an empty grid', '.'.repeat(81), 2],
    // Without its top three rows the puzzle has many solutions.
    ['a puzzle with its top rows cleared', `${'.'.repeat(27)}${EASY_PUZZLE.slice(27)}`, 2],
    ['clashing givens', `55${'.'.repeat(79)}`, 0],
  ])('%s', (_name, puzzle, expected) => {
    expect(countSolutions(values(puzzle), 2)).toBe(expected);
    expect(bruteForceCount(puzzle, 2)).toBe(expected);
  });

  it('a puzzle with no solution though no given clashes', () => {
    // r1c1 can be neither 1-8 (row) nor 9 (column).
    const puzzle = `.12345678${'.'.repeat(9)}9${'.'.repeat(62)}`;
    expect(countSolutions(values(puzzle))).toBe(0);
    expect(bruteForceCount(puzzle)).toBe(0);
  });

  it('solves a puzzle to its solution', () => {
    expect(formatGrid(solveGrid(values(EASY_PUZZLE)) ?? [])).toBe(EASY_SOLUTION);
  });

  it('fills random valid grids, the same for the same seed', () => {
    const a = randomSolvedGrid(createSeededRandom('grid-a'));
    expect(a.every((v) => v >= 1 && v <= 9)).toBe(true);
    expect(hasNoRepeats(a)).toBe(true);
    expect(randomSolvedGrid(createSeededRandom('grid-a'))).toEqual(a);
    expect(randomSolvedGrid(createSeededRandom('grid-b'))).not.toEqual(a);
  });
});
