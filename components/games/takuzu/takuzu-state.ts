/**
 * The Takuzu view's state and the actions on it, pure. The state is the player's grid in the public
 * text format (rows joined by '/', cells '0', '1', '.'): all undo covers. Imports only the engine's
 * browser entry (no solver, no zod).
 */
import { UNFILLED, hasRuleBreaks, parseGrid, ruleBreaks, type TakuzuMove } from '@/lib/games/takuzu/client';

export type TakuzuState = { grid: string };
export type CellSymbol = '0' | '1' | '.';

/** The puzzle text's character for a cell index (row * size + column); '/' separators skipped. */
export function charAt(text: string, size: number, cell: number): CellSymbol {
  const ch = text[cell + Math.floor(cell / size)];
  return ch === '0' || ch === '1' ? ch : '.';
}

export const sizeOf = (puzzle: string) => puzzle.split('/').length;
export const isGiven = (puzzle: string, size: number, cell: number) => charAt(puzzle, size, cell) !== '.';

export function initialTakuzuState(puzzle: string): TakuzuState {
  return { grid: puzzle };
}

/** A stored state that belongs to this puzzle (same size, every given in place); else null. */
export function parseTakuzuState(value: unknown, puzzle: string): TakuzuState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { grid } = value as Record<string, unknown>;
  const givens = parseGrid(puzzle);
  const current = typeof grid === 'string' ? parseGrid(grid) : null;
  if (!givens || !current || current.size !== givens.size) return null;
  if (!givens.cells.every((v, i) => v === UNFILLED || current.cells[i] === v)) return null;
  return { grid: grid as string };
}

/** A won play's board from the server's solved grid (the player's own format); null unless it fits the puzzle. */
export const solvedTakuzuState = (puzzle: string, solution: string): TakuzuState | null => parseTakuzuState({ grid: solution }, puzzle);

/** Click, tap and Space go forward (empty -> 0 -> 1 -> empty); right-click and long-press back. */
export function cycle(symbol: CellSymbol, direction: 1 | -1): CellSymbol {
  const order: CellSymbol[] = ['.', '0', '1'];
  return order[(order.indexOf(symbol) + direction + 3) % 3] ?? '.';
}

/** The state with one cell set; the same state for a given or an unchanged cell. */
export function setCell(state: TakuzuState, puzzle: string, cell: number, symbol: CellSymbol): TakuzuState {
  const size = sizeOf(puzzle);
  if (cell < 0 || cell >= size * size || isGiven(puzzle, size, cell) || charAt(state.grid, size, cell) === symbol) return state;
  const at = cell + Math.floor(cell / size);
  return { grid: state.grid.slice(0, at) + symbol + state.grid.slice(at + 1) };
}

/** One move per filled non-given cell: replayed from the puzzle, they give this grid. */
export function takuzuMoves(puzzle: string, state: TakuzuState): TakuzuMove[] {
  const size = sizeOf(puzzle);
  const moves: TakuzuMove[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    const value = charAt(state.grid, size, cell);
    if (!isGiven(puzzle, size, cell) && value !== '.') moves.push({ cell, value });
  }
  return moves;
}

/** Full and no rule broken: by uniqueness that is the solution, so the server is asked to check. */
export function takuzuReady(_puzzle: string, state: TakuzuState): boolean {
  const grid = parseGrid(state.grid);
  return grid !== null && !grid.cells.includes(UNFILLED) && !hasRuleBreaks(ruleBreaks(grid));
}

/** 'row 2, column 5, 1, given'; 'row 1, column 3, empty'; '..., 0, rule broken, hint'. */
export function cellLabel(puzzle: string, state: TakuzuState, cell: number, extra: { broken: boolean; hint: boolean }): string {
  const size = sizeOf(puzzle);
  const parts = [`row ${Math.floor(cell / size) + 1}`, `column ${(cell % size) + 1}`];
  const value = charAt(state.grid, size, cell);
  parts.push(value === '.' ? 'empty' : isGiven(puzzle, size, cell) ? `${value}, given` : value);
  if (extra.broken) parts.push('rule broken');
  if (extra.hint) parts.push('hint');
  return parts.join(', ');
}
