/**
 * Moves and play state on the text grids the platform stores. A move sets one cell to '0', '1' or
 * empty (null); givens never change. Browser-safe (no zod here: see move-schema.ts).
 */
import { UNFILLED, formatGrid, parseBoard, parseGrid } from './format';
import { hasRuleBreaks, ruleBreaks } from './rules';

/** Validated at the API boundary by moveSchema (move-schema.ts, kept apart so zod stays server-side). */
export type TakuzuMove = { cell: number; value: '0' | '1' | null };

/** A served puzzle: a square board of a served size whose givens break no rule. */
export function isPuzzle(text: string): boolean {
  const grid = parseBoard(text);
  return grid !== null && !hasRuleBreaks(ruleBreaks(grid));
}

/** The givens, everything else empty: the puzzle text is already that grid. */
export function initialGrid(puzzle: string): string {
  return puzzle;
}

/** The grid after the move; null for a malformed puzzle or grid, a cell off the board or a given. */
export function applyMove(puzzle: string, grid: string, move: TakuzuMove): string | null {
  const givens = parseBoard(puzzle);
  const current = parseGrid(grid);
  if (!givens || !current || current.size !== givens.size) return null;
  const { cell, value } = move;
  if (!Number.isInteger(cell) || cell < 0 || cell >= givens.cells.length) return null;
  if (givens.cells[cell] !== UNFILLED) return null;
  if (value !== null && value !== '0' && value !== '1') return null;
  const cells = current.cells.slice();
  cells[cell] = value === null ? UNFILLED : Number(value);
  return formatGrid({ size: current.size, cells });
}

/** The grid is the solution and still holds every given (a tampered grid never counts). */
export function isSolved(puzzle: string, grid: string, solution: string): boolean {
  const givens = parseBoard(puzzle);
  const current = parseGrid(grid);
  if (!givens || !current || current.size !== givens.size || grid !== solution) return false;
  return givens.cells.every((v, i) => v === UNFILLED || current.cells[i] === v);
}
