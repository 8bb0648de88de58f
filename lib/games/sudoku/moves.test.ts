import { describe, expect, it } from 'vitest';
import { applySudokuMove, isSudokuSolved, sudokuMoveSchema } from './moves';
import { EASY_PUZZLE, EASY_SOLUTION } from './test-puzzles';

describe('move schema', () => {
  it('accepts a digit or null in cells 0-80', () => {
    expect(sudokuMoveSchema.safeParse({ cell: 0, digit: 5 }).success).toBe(true);
    expect(sudokuMoveSchema.safeParse({ cell: 80, digit: null }).success).toBe(true);
  });

  it.each([
    { cell: 81, digit: 1 },
    { cell: -1, digit: 1 },
    { cell: 1.5, digit: 1 },
    { cell: 0, digit: 0 },
    { cell: 0, digit: 10 },
    { cell: 0, digit: '5' },
    { cell: 0 },
    { cell: 0, digit: 5, note: true },
    null,
  ])('rejects %j', (move) => {
    expect(sudokuMoveSchema.safeParse(move).success).toBe(false);
  });
});

describe('applying moves', () => {
  it('writes and clears an empty cell', () => {
    const grid = applySudokuMove(EASY_PUZZLE, EASY_PUZZLE, { cell: 0, digit: 4 });
    expect(grid?.[0]).toBe('4');
    expect(grid?.slice(1)).toBe(EASY_PUZZLE.slice(1));
    expect(applySudokuMove(EASY_PUZZLE, grid ?? '', { cell: 0, digit: null })).toBe(EASY_PUZZLE);
  });

  it("allows a wrong digit (mistakes are the player's to make)", () => {
    expect(applySudokuMove(EASY_PUZZLE, EASY_PUZZLE, { cell: 0, digit: 3 })?.[0]).toBe('3');
  });

  it('refuses a given cell, a bad index or digit, and a grid that lost a given', () => {
    expect(applySudokuMove(EASY_PUZZLE, EASY_PUZZLE, { cell: 2, digit: 4 })).toBeNull();
    expect(applySudokuMove(EASY_PUZZLE, EASY_PUZZLE, { cell: 2, digit: null })).toBeNull();
    expect(applySudokuMove(EASY_PUZZLE, EASY_PUZZLE, { cell: 81, digit: 4 })).toBeNull();
    expect(applySudokuMove(EASY_PUZZLE, EASY_PUZZLE, { cell: -1, digit: 4 })).toBeNull();
    expect(applySudokuMove(EASY_PUZZLE, EASY_PUZZLE, { cell: 0, digit: 0 as never })).toBeNull();
    const tampered = `${EASY_PUZZLE.slice(0, 2)}4${EASY_PUZZLE.slice(3)}`;
    expect(applySudokuMove(EASY_PUZZLE, tampered, { cell: 0, digit: 4 })).toBeNull();
    expect(applySudokuMove(EASY_PUZZLE, 'x', { cell: 0, digit: 4 })).toBeNull();
  });
});

describe('isSolved', () => {
  it('is true only for the full solution', () => {
    expect(isSudokuSolved(EASY_PUZZLE, EASY_SOLUTION, EASY_SOLUTION)).toBe(true);
    expect(isSudokuSolved(EASY_PUZZLE, EASY_PUZZLE, EASY_SOLUTION)).toBe(false);
    const oneEmpty = `.${EASY_SOLUTION.slice(1)}`;
    expect(isSudokuSolved(EASY_PUZZLE, oneEmpty, EASY_SOLUTION)).toBe(false);
    const swapped = `${EASY_SOLUTION[1]}${EASY_SOLUTION[0]}${EASY_SOLUTION.slice(2)}`;
    expect(isSudokuSolved(EASY_PUZZLE, swapped, EASY_SOLUTION)).toBe(false);
  });

  it("is false when the grid does not keep the puzzle's givens", () => {
    // A "solution" that disagrees with a given cannot be the answer to this puzzle.
    const other = EASY_SOLUTION.replace(/[34]/g, (d) => (d === '3' ? '4' : '3'));
    expect(isSudokuSolved(EASY_PUZZLE, other, other)).toBe(false);
  });
});
