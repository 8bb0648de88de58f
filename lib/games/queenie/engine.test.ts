import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { engine, minSolveSeconds } from './engine';
import type { QueenieLevel } from './levels';

describe('queenieEngine', () => {
  it('offers easy, medium and hard, medium daily', () => {
    expect(engine.levels.map((l) => l.id)).toEqual(['easy', 'medium', 'hard']);
    expect(engine.levels.map((l) => l.label)).toEqual(['Easy', 'Medium', 'Hard']);
    expect(engine.dailyLevel).toBe('medium');
  });

  it.each<[QueenieLevel, number[]]>([
    ['easy', [6, 7]],
    ['medium', [8]],
    ['hard', [9, 10]],
  ])('generates %s puzzles in the public format at the sizes of the level', (level, sizes) => {
    const { puzzle, solution } = engine.generate(level, createSeededRandom(`engine-${level}`));
    const n = puzzle.split('/').length;
    expect(sizes).toContain(n);
    expect(puzzle).toMatch(/^[a-j]+(\/[a-j]+)*$/);
    expect(solution).toMatch(/^[.Q]+(\/[.Q]+)*$/);
    expect(solution.split('Q')).toHaveLength(n + 1);
    expect(engine.isPuzzle(puzzle)).toBe(true);
    expect(engine.isPuzzle(solution)).toBe(false);
  });

  it('can be played to the win by following its hints', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const { puzzle, solution } = engine.generate(level, createSeededRandom(`follow-${level}`));
      let grid = engine.initialGrid(puzzle);
      for (let turn = 0; turn < 400 && !engine.isSolved(puzzle, grid, solution); turn++) {
        const next = engine.hint(puzzle, grid, solution);
        expect(next).not.toBeNull();
        expect(next?.technique).not.toMatch(/Wrong|Reveal/);
        const mark = next?.technique === 'Only cell' ? 'queen' : 'x';
        for (const cell of next?.cells ?? []) {
          grid = engine.applyMove(puzzle, grid, engine.moveSchema.parse({ cell, mark })) as string;
        }
      }
      expect(engine.isSolved(puzzle, grid, solution)).toBe(true);
      expect(engine.hint(puzzle, grid, solution)).toBeNull();
    }
  });

  it('validates moves with its schema', () => {
    expect(engine.moveSchema.safeParse({ cell: 3, mark: 'queen' }).success).toBe(true);
    expect(engine.moveSchema.safeParse({ cell: 3, mark: 'flag' }).success).toBe(false);
  });

  it('sets a minimum solve time by size, half a second per queen', () => {
    const board = (n: number) => Array.from({ length: n }, (_, r) => String.fromCharCode(97 + r).repeat(n)).join('/');
    expect(minSolveSeconds(board(6))).toBe(3);
    expect(minSolveSeconds(board(8))).toBe(4);
    expect(minSolveSeconds(board(10))).toBe(5);
    expect(engine.minSolveSeconds(board(7))).toBe(4);
  });
});
