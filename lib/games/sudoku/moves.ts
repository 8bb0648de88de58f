/**
 * Moves and completion. A move writes one digit into a cell or clears it; notes (pencil marks) never
 * leave the browser, so they are not moves. Browser-safe.
 */
import { z } from 'zod';
import { CELL_COUNT, isGridText } from './grid';

export type SudokuDigit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export type SudokuMove = {
  /** Cell index, row * 9 + column (0-80). */
  cell: number;
  /** The digit to write, or null to clear the cell. */
  digit: SudokuDigit | null;
};

const digitSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(8),
  z.literal(9),
]);

export const sudokuMoveSchema: z.ZodType<SudokuMove> = z.strictObject({
  cell: z
    .number()
    .int()
    .min(0)
    .max(CELL_COUNT - 1),
  digit: digitSchema.nullable(),
});

/** Whether a grid was started from this puzzle: same shape, every given still in place. */
export function givensIntact(puzzle: string, grid: string): boolean {
  if (!isGridText(puzzle) || !isGridText(grid)) return false;
  for (let i = 0; i < CELL_COUNT; i++) {
    const given = puzzle[i];
    if (given !== '.' && grid[i] !== given) return false;
  }
  return true;
}

/**
 * The grid after the move, or null when it is not allowed: a bad cell or digit, a given cell, or a
 * grid that does not belong to the puzzle. Writing the digit already there is allowed (no change).
 */
export function applySudokuMove(puzzle: string, grid: string, move: SudokuMove): string | null {
  if (!sudokuMoveSchema.safeParse(move).success) return null;
  if (!givensIntact(puzzle, grid)) return null;
  if (puzzle[move.cell] !== '.') return null;
  const ch = move.digit === null ? '.' : String(move.digit);
  return grid.slice(0, move.cell) + ch + grid.slice(move.cell + 1);
}

/** The finished, correct solution with the puzzle's givens intact. */
export function isSudokuSolved(puzzle: string, grid: string, solution: string): boolean {
  return givensIntact(puzzle, grid) && isGridText(solution) && !solution.includes('.') && grid === solution;
}
