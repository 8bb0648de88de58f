import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { bruteForceCount, bruteForceSolutions, connectedRegionLetters, solutionText } from './brute-force-counter';
import { formatPuzzle, parsePuzzle } from './board';
import { engine as queenieEngine } from './engine';
import { canonicalRegions, growRegions, randomQueens } from './generator';
import { gradePuzzle } from './grade';
import { parseSolution } from './grid';
import { tierRange } from './level-techniques';
import { LEVEL_RULES, type QueenieLevel } from './levels';
import { findSolutions } from './solution-counter';
import { solveByDeduction } from './solver';
import { runs } from '@/tests/support/property-runs';

const PER_LEVEL = runs(100);
const LEVELS: QueenieLevel[] = ['easy', 'medium', 'hard'];

describe('the generator promise, checked independently', () => {
  for (const level of LEVELS) {
    it(`${PER_LEVEL} ${level} puzzles: unique by brute force, solved by deduction alone, N connected regions`, () => {
      const rule = LEVEL_RULES[level];
      const { minTier, maxTier } = tierRange(level);
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const { puzzle, solution } = queenieEngine.generate(level, createSeededRandom(`${level}:${seed}`));
          const rows = puzzle.split('/');
          const n = rows.length;
          expect(rule.sizes).toContain(n);
          expect(queenieEngine.isPuzzle(puzzle)).toBe(true);
          // N regions, each one connected piece, lettered a.. in reading order.
          const letters = connectedRegionLetters(puzzle);
          expect(letters).toEqual(Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i)));
          // Exactly one solution, and it is the one served.
          const solutions = bruteForceSolutions(puzzle, 2);
          expect(solutions).toHaveLength(1);
          expect(solutionText(solutions[0] as number[])).toBe(solution);
          // The deductions alone place every queen, on the solution's cells.
          const board = parsePuzzle(puzzle)!;
          const solve = solveByDeduction(board, maxTier);
          expect(solve.solved).toBe(true);
          expect(solve.grid.queens()).toEqual(parseSolution(solution, n));
          expect(solve.hardestTier).toBeGreaterThanOrEqual(minTier);
          // Every step is sound: no solution cell ruled out, no queen off the solution.
          const answer = new Set(parseSolution(solution, n));
          for (const step of solve.steps) {
            if (step.place !== null) expect(answer.has(step.place)).toBe(true);
            for (const cell of step.eliminate) expect(answer.has(cell)).toBe(false);
          }
          expect(gradePuzzle(board)).toBe(level);
        }),
        { numRuns: PER_LEVEL },
      );
    });
  }
});

describe('generator parts', () => {
  it('is deterministic for a given random source', () => {
    for (const level of LEVELS) {
      const a = queenieEngine.generate(level, createSeededRandom('same'));
      const b = queenieEngine.generate(level, createSeededRandom('same'));
      expect(a).toEqual(b);
    }
  });

  it('places queens one per row and column, none touching', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 10 }), fc.integer(), (size, seed) => {
        const queens = randomQueens(size, createSeededRandom(String(seed)));
        const cols = queens.map((q, row) => q - row * size);
        expect(new Set(cols).size).toBe(size);
        cols.forEach((c, row) => {
          expect(c).toBeGreaterThanOrEqual(0);
          if (row > 0) expect(Math.abs(c - (cols[row - 1] as number))).toBeGreaterThan(1);
        });
      }),
      { numRuns: runs(50) },
    );
  });

  it('grows N connected regions, each around its own queen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 10 }), fc.integer(), (size, seed) => {
        const random = createSeededRandom(String(seed));
        const queens = randomQueens(size, random);
        const regions = growRegions(size, queens, random);
        queens.forEach((q, i) => expect(regions[q]).toBe(i));
        const puzzle = formatPuzzle({ size, regions: canonicalRegions(regions) });
        expect(connectedRegionLetters(puzzle)).toHaveLength(size);
      }),
      { numRuns: runs(50) },
    );
  });

  it("the generator's solution finder agrees with the brute-force counter, unique or not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 9 }), fc.integer(), (size, seed) => {
        const random = createSeededRandom(String(seed));
        const regions = growRegions(size, randomQueens(size, random), random);
        const board = { size, regions: canonicalRegions(regions) };
        const puzzle = formatPuzzle(board);
        const found = findSolutions(board, 30);
        expect(found.length).toBe(bruteForceCount(puzzle, 30));
        if (found.length < 30) {
          const brute = bruteForceSolutions(puzzle).map((cols) => cols.map((c, r) => r * size + c));
          expect(new Set(found.map((s) => s.join()))).toEqual(new Set(brute.map((s) => s.join())));
        }
      }),
      { numRuns: runs(60) },
    );
  });

  it('names regions in reading order', () => {
    expect(canonicalRegions([3, 3, 1, 0, 1, 2])).toEqual([0, 0, 1, 2, 1, 3]);
  });
});
