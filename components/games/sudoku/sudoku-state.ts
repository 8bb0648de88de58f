/**
 * The sudoku view's state and the actions on it, pure: the grid (public format) and the notes
 * (pencil marks, a 9-bit mask per cell). The shell records every action for undo and stores the
 * state for resume. Imports only browser-light engine modules (no solver, no zod).
 */
import { CELL_COUNT, PEERS, bit, colOf, isGridText, maskDigits, rowOf } from '@/lib/games/sudoku/grid';
import { conflictingCells, gridCandidates } from '@/lib/games/sudoku/view';
import type { SudokuMove, SudokuDigit } from '@/lib/games/sudoku/moves';

export type SudokuState = {
  grid: string;
  notes: readonly number[];
};

export const isGiven = (puzzle: string, cell: number) => puzzle[cell] !== undefined && puzzle[cell] !== '.';

export function initialSudokuState(puzzle: string): SudokuState {
  return { grid: puzzle, notes: new Array<number>(CELL_COUNT).fill(0) };
}

/** A stored state that belongs to this puzzle (every given in place, notes well-formed); else null. */
export function parseSudokuState(value: unknown, puzzle: string): SudokuState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { grid, notes } = value as Record<string, unknown>;
  if (!isGridText(grid) || !Array.isArray(notes) || notes.length !== CELL_COUNT) return null;
  for (let cell = 0; cell < CELL_COUNT; cell++) if (isGiven(puzzle, cell) && grid[cell] !== puzzle[cell]) return null;
  if (!notes.every((n) => Number.isInteger(n) && n >= 0 && n <= 0x1ff)) return null;
  return { grid, notes: notes as number[] };
}

/** A won play's board from the server's solved grid (no notes); null unless it fits the puzzle. */
export const solvedSudokuState = (puzzle: string, solution: string): SudokuState | null =>
  parseSudokuState({ grid: solution, notes: new Array<number>(CELL_COUNT).fill(0) }, puzzle);

const withCell = (grid: string, cell: number, ch: string) => grid.slice(0, cell) + ch + grid.slice(cell + 1);

/** Writes a digit; its notes go, and the digit leaves the notes of the cell's row, column and box. */
export function placeDigit(state: SudokuState, puzzle: string, cell: number, digit: number): SudokuState {
  if (isGiven(puzzle, cell) || digit < 1 || digit > 9 || state.grid[cell] === String(digit)) return state;
  const notes = state.notes.slice();
  notes[cell] = 0;
  for (const peer of PEERS[cell] ?? []) notes[peer] = (notes[peer] ?? 0) & ~bit(digit);
  return { grid: withCell(state.grid, cell, String(digit)), notes };
}

/** Clears a cell's digit, or its notes when it has no digit. */
export function eraseCell(state: SudokuState, puzzle: string, cell: number): SudokuState {
  if (isGiven(puzzle, cell)) return state;
  if (state.grid[cell] !== '.') return { grid: withCell(state.grid, cell, '.'), notes: state.notes };
  if (!state.notes[cell]) return state;
  const notes = state.notes.slice();
  notes[cell] = 0;
  return { grid: state.grid, notes };
}

/** Adds or removes a pencil mark in an empty cell. */
export function toggleNote(state: SudokuState, puzzle: string, cell: number, digit: number): SudokuState {
  if (isGiven(puzzle, cell) || state.grid[cell] !== '.' || digit < 1 || digit > 9) return state;
  const notes = state.notes.slice();
  notes[cell] = (notes[cell] ?? 0) ^ bit(digit);
  return { grid: state.grid, notes };
}

/** Every empty cell's notes become the digits no peer holds (one undoable step). */
export function fillAutoNotes(state: SudokuState): SudokuState {
  const candidates = gridCandidates(state.grid);
  const notes = state.notes.map((n, cell) => (state.grid[cell] === '.' ? (candidates[cell] ?? 0) : n));
  return notes.every((n, cell) => n === state.notes[cell]) ? state : { grid: state.grid, notes };
}

/** One move per filled non-given cell: replayed from the puzzle, they give this grid. */
export function sudokuMoves(puzzle: string, state: SudokuState): SudokuMove[] {
  const moves: SudokuMove[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const ch = state.grid[cell];
    if (!isGiven(puzzle, cell) && ch !== undefined && ch !== '.') moves.push({ cell, digit: Number(ch) as SudokuDigit });
  }
  return moves;
}

/** Full and free of conflicts: by uniqueness, that is the solution, so the server is asked. */
export function sudokuReady(_puzzle: string, state: SudokuState): boolean {
  return !state.grid.includes('.') && conflictingCells(state.grid).length === 0;
}

/** 'row 2, column 7, empty, notes 3 8'; 'row 1, column 1, 5, given'; '..., 4, conflict'; '..., 6, mistake'. */
export function cellLabel(
  puzzle: string,
  state: SudokuState,
  cell: number,
  extra: { conflict: boolean; hint: boolean; mistake?: boolean },
): string {
  const parts = [`row ${rowOf(cell) + 1}`, `column ${colOf(cell) + 1}`];
  const ch = state.grid[cell] ?? '.';
  if (ch === '.') {
    parts.push('empty');
    const notes = maskDigits(state.notes[cell] ?? 0);
    if (notes.length) parts.push(`notes ${notes.join(' ')}`);
  } else {
    parts.push(isGiven(puzzle, cell) ? `${ch}, given` : ch);
  }
  if (extra.conflict) parts.push('conflict');
  if (extra.mistake) parts.push('mistake');
  if (extra.hint) parts.push('hint');
  return parts.join(', ');
}
