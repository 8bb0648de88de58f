/**
 * Moves: one cell set to a queen, an x, or cleared. A click cycles empty -> x -> queen -> empty in
 * the view, which sends the resulting mark; a drag of x marks is several moves. Browser-safe.
 */
import { z } from 'zod';
import { MAX_SIZE, parsePuzzle } from './board';
import { formatGrid, parseGrid, parseSolution, queenCells, type Mark } from './grid';

export type QueenieMark = 'queen' | 'x';

export type QueenieMove = { cell: number; mark: QueenieMark | null };

/** Unknown keys are refused, so a move is always exactly what was validated. */
export const queenieMoveSchema = z.strictObject({
  cell: z
    .number()
    .int()
    .min(0)
    .max(MAX_SIZE * MAX_SIZE - 1),
  mark: z.enum(['queen', 'x']).nullable(),
});

const MARK_OF: Record<QueenieMark, Mark> = { queen: 'Q', x: 'x' };

/** Every cell empty: Queenie has no givens. Empty string for a malformed puzzle. */
export function initialGrid(puzzle: string): string {
  const board = parsePuzzle(puzzle);
  if (!board) return '';
  return formatGrid(new Array<Mark>(board.size * board.size).fill('.'), board.size);
}

/** The grid with the cell set to the mark; null for a malformed puzzle or grid or a cell off the board. */
export function applyMove(puzzle: string, grid: string, move: QueenieMove): string | null {
  const board = parsePuzzle(puzzle);
  if (!board) return null;
  const marks = parseGrid(grid, board.size);
  if (!marks) return null;
  const { cell, mark } = move;
  if (!Number.isInteger(cell) || cell < 0 || cell >= marks.length) return null;
  if (mark !== null && mark !== 'queen' && mark !== 'x') return null;
  marks[cell] = mark === null ? '.' : MARK_OF[mark];
  return formatGrid(marks, board.size);
}

/** Whether the grid's queens are exactly the solution's (x marks are the player's notes and ignored). */
export function isSolved(puzzle: string, grid: string, solution: string): boolean {
  const board = parsePuzzle(puzzle);
  if (!board) return false;
  const marks = parseGrid(grid, board.size);
  const answer = parseSolution(solution, board.size);
  if (!marks || !answer) return false;
  const queens = queenCells(marks);
  return queens.length === answer.length && queens.every((q, i) => q === answer[i]);
}
