import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { engine as sudokuEngine } from './index';
import { minSolveSeconds } from './levels';
import { EASY_PUZZLE, EASY_SOLUTION } from './test-puzzles';

describe('sudoku engine (the platform contract)', () => {
  it('offers four levels, medium for the daily', () => {
    expect(sudokuEngine.levels.map((l) => `${l.id}:${l.label}`)).toEqual(['easy:Easy', 'medium:Medium', 'hard:Hard', 'expert:Expert']);
    expect(sudokuEngine.dailyLevel).toBe('medium');
  });

  it('plays a generated puzzle to the win through moves alone', () => {
    const { puzzle, solution } = sudokuEngine.generate('easy', createSeededRandom('engine-play'));
    expect(sudokuEngine.isPuzzle(puzzle)).toBe(true);
    let grid = sudokuEngine.initialGrid(puzzle);
    expect(sudokuEngine.isSolved(puzzle, grid, solution)).toBe(false);
    for (let cell = 0; cell < 81; cell++) {
      if (puzzle[cell] !== '.') continue;
      const move = sudokuEngine.moveSchema.parse({ cell, digit: Number(solution[cell]) });
      grid = sudokuEngine.applyMove(puzzle, grid, move) ?? '';
    }
    expect(grid).toBe(solution);
    expect(sudokuEngine.isSolved(puzzle, grid, solution)).toBe(true);
    expect(sudokuEngine.hint(puzzle, grid, solution)).toBeNull();
  });

  it('gives a hint on a fresh puzzle', () => {
    expect(sudokuEngine.hint(EASY_PUZZLE, EASY_PUZZLE, EASY_SOLUTION)?.technique).toMatch(/single/);
  });

  it('sets a time floor of half a second per empty cell', () => {
    const empty = EASY_PUZZLE.split('').filter((c) => c === '.').length;
    expect(minSolveSeconds(EASY_PUZZLE)).toBe(Math.floor(empty / 2));
    expect(sudokuEngine.minSolveSeconds(EASY_PUZZLE)).toBeGreaterThan(15);
    expect(sudokuEngine.minSolveSeconds(EASY_SOLUTION)).toBe(0);
    expect(sudokuEngine.minSolveSeconds('junk')).toBe(0);
  });
});
