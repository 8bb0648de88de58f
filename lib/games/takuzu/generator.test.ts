/**
 * The generator's promise, over random seeds at every level: exactly one solution by the independent
 * brute-force counter, the solution keeps the rules and the givens, and the grade is exactly the
 * level asked for.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { bruteForceCount } from './brute-force-counter';
import { parseBoard, parseGrid } from './format';
import { generatePuzzle } from './generator';
import { engine as takuzuEngine } from './index';
import { DIFFICULTIES, LEVELS, SIZES, levelId } from './levels';
import { isValidSolution } from './rules';
import { gradePuzzle } from './solver';
import { runs } from '@/tests/support/property-runs';

const RUNS = runs(100);

describe.each(SIZES)('%ix%i puzzles', (size) => {
  it.each(DIFFICULTIES)(
    `${RUNS} ${size}-%s puzzles: unique by brute force, graded as labelled`,
    (difficulty) => {
      const level = levelId(size, difficulty);
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const { puzzle, solution } = takuzuEngine.generate(level, createSeededRandom(`${level}:${seed}`));
          const givens = parseBoard(puzzle)!;
          const solved = parseGrid(solution)!;
          expect(givens.size).toBe(size);
          expect(takuzuEngine.isPuzzle(puzzle)).toBe(true);
          expect(isValidSolution(solved)).toBe(true);
          expect(givens.cells.every((v, i) => v === -1 || v === solved.cells[i])).toBe(true);
          expect(bruteForceCount(puzzle, 2)).toBe(1);
          expect(gradePuzzle(givens)).toBe(difficulty);
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});

describe('generate', () => {
  it('is deterministic for a given random source', () => {
    for (const { id } of LEVELS.filter((l) => l.id.startsWith('8-'))) {
      const a = generatePuzzle(id, createSeededRandom('same'));
      expect(generatePuzzle(id, createSeededRandom('same'))).toEqual(a);
      expect(generatePuzzle(id, createSeededRandom('other'))).not.toEqual(a);
    }
  });

  it('refuses an unknown level', () => {
    expect(() => generatePuzzle('7-easy' as never, createSeededRandom('x'))).toThrow(/unknown level/);
  });

  it('the engine lists every level and plays a generated puzzle to the win', () => {
    expect(takuzuEngine.levels.map((l) => l.id)).toEqual(SIZES.flatMap((s) => DIFFICULTIES.map((d) => `${s}-${d}`)));
    const { puzzle, solution } = takuzuEngine.generate('6-hard', createSeededRandom('play'));
    let grid = takuzuEngine.initialGrid(puzzle);
    // Follow the hints to the end: each names a deduction that fills at least one cell.
    for (let steps = 0; !takuzuEngine.isSolved(puzzle, grid, solution); steps++) {
      expect(steps).toBeLessThan(36);
      const h = takuzuEngine.hint(puzzle, grid, solution)!;
      expect(h.technique).not.toBe('Mistake');
      expect(h.technique).not.toBe('Reveal');
      for (const cell of h.cells) {
        const value = solution.replaceAll('/', '')[cell] as '0' | '1';
        grid = takuzuEngine.applyMove(puzzle, grid, { cell, value }) ?? grid;
      }
    }
    expect(takuzuEngine.hint(puzzle, grid, solution)).toBeNull();
  });
});
