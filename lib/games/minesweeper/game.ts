/**
 * A game as the server keeps it: the mines and the opened cells. Server only, as the state holds
 * the mines. Moves return the new state and what the player may now see: the cells a reveal opened
 * with their numbers, or on a loss the mine(s) hit and every mine. Nothing else leaves the state
 * (use `viewOf` for the public board).
 */
import type { BoardView, CellView } from './format';
import { isCell, neighbourTable } from './grid';
import type { BoardSize } from './levels';
import type { Move } from './moves';
import { generateBoard, type Random } from './generator';

export type GameStatus = 'playing' | 'won' | 'lost';

/** Plain data (JSON as it is), so the server can store it between requests. */
export type GameState = BoardSize & {
  /** Mine cells, sorted. Never sent to the browser while the game is being played. */
  readonly mineCells: readonly number[];
  /** Opened cells, sorted. */
  readonly opened: readonly number[];
  readonly status: GameStatus;
  /** The mine(s) the player opened, on a loss. */
  readonly hit: readonly number[];
};

export type OpenedCell = { readonly cell: number; readonly number: number };

export type Outcome =
  /** Nothing changed: the cell was open already, or a chord's flags do not match its number. */
  | { readonly kind: 'nothing' }
  /** Cells opened, in the order opened; on a win every mine is given, for the board to flag. */
  | {
      readonly kind: 'opened';
      readonly cells: readonly OpenedCell[];
      readonly status: 'playing' | 'won';
      readonly mines?: readonly number[];
    }
  /** A mine opened: the game is over and every mine may be shown. */
  | { readonly kind: 'lost'; readonly cells: readonly OpenedCell[]; readonly hit: readonly number[]; readonly mines: readonly number[] };

export type MoveResult = { ok: true; state: GameState; outcome: Outcome } | { ok: false; error: string };

/** A game on a board whose mines are known, before any cell is opened. */
export function newGame(size: BoardSize, mineCells: readonly number[]): GameState {
  const cells = size.width * size.height;
  const sorted = [...new Set(mineCells)].sort((a, b) => a - b);
  if (sorted.length !== size.mines || sorted.some((m) => !isCell(size, m))) {
    throw new Error(`A ${size.width}x${size.height} board needs ${size.mines} distinct mines`);
  }
  if (size.mines >= cells) throw new Error('A board needs at least one safe cell');
  return { width: size.width, height: size.height, mines: size.mines, mineCells: sorted, opened: [], status: 'playing', hit: [] };
}

/** The first click: the board is generated around it (no-guess, opening a zero) and the cell opened. */
export function startGame(size: BoardSize, firstCell: number, random: Random): { state: GameState; outcome: Outcome } {
  const state = newGame(size, generateBoard(size, firstCell, random));
  const result = reveal(state, firstCell);
  if (!result.ok) throw new Error(result.error);
  return { state: result.state, outcome: result.outcome };
}

function mineMask(state: GameState): Uint8Array {
  const isMine = new Uint8Array(state.width * state.height);
  for (const m of state.mineCells) isMine[m] = 1;
  return isMine;
}

/** The number of mines around a cell. */
export function cellNumber(state: GameState, cell: number): number {
  const table = neighbourTable(state);
  let count = 0;
  const isMine = mineMask(state);
  for (let i = 1; i <= table[cell * 9]!; i++) count += isMine[table[cell * 9 + i]!]!;
  return count;
}

/**
 * Opens the given cells (flood-filling from zeros) on top of the state. Mines among them are hit,
 * the safe ones still open (a chord with a wrong flag opens its other neighbours too).
 */
function openCells(state: GameState, targets: readonly number[]): MoveResult {
  const table = neighbourTable(state);
  const isMine = mineMask(state);
  const open = new Uint8Array(state.width * state.height);
  for (const c of state.opened) open[c] = 1;
  const cells: OpenedCell[] = [];
  const hit: number[] = [];
  const queue: number[] = [];
  for (const target of targets) {
    if (open[target]) continue;
    if (isMine[target]) {
      if (!hit.includes(target)) hit.push(target);
      continue;
    }
    open[target] = 1;
    queue.push(target);
    while (queue.length > 0) {
      const cell = queue.pop()!;
      let number = 0;
      for (let i = 1; i <= table[cell * 9]!; i++) number += isMine[table[cell * 9 + i]!]!;
      cells.push({ cell, number });
      if (number !== 0) continue;
      for (let i = 1; i <= table[cell * 9]!; i++) {
        const n = table[cell * 9 + i]!;
        if (!open[n]) {
          open[n] = 1;
          queue.push(n);
        }
      }
    }
  }
  if (cells.length === 0 && hit.length === 0) return { ok: true, state, outcome: { kind: 'nothing' } };
  const opened = [...state.opened, ...cells.map((c) => c.cell)].sort((a, b) => a - b);
  if (hit.length > 0) {
    const lost: GameState = { ...state, opened, status: 'lost', hit: hit.sort((a, b) => a - b) };
    return { ok: true, state: lost, outcome: { kind: 'lost', cells, hit: lost.hit, mines: state.mineCells } };
  }
  const won = opened.length === state.width * state.height - state.mines;
  const next: GameState = { ...state, opened, status: won ? 'won' : 'playing' };
  return {
    ok: true,
    state: next,
    outcome: won ? { kind: 'opened', cells, status: 'won', mines: state.mineCells } : { kind: 'opened', cells, status: 'playing' },
  };
}

/** Opens a cell: a mine loses; a zero opens its area. */
export function reveal(state: GameState, cell: number): MoveResult {
  if (state.status !== 'playing') return { ok: false, error: 'The game is over' };
  if (!isCell(state, cell)) return { ok: false, error: 'Not a cell of the board' };
  return openCells(state, [cell]);
}

/**
 * Chording on an opened number: when the player's flags around it are as many as its number, its
 * other hidden neighbours open. A wrong flag means a mine among them, and the game is lost.
 */
export function chord(state: GameState, cell: number, flags: readonly number[]): MoveResult {
  if (state.status !== 'playing') return { ok: false, error: 'The game is over' };
  if (!isCell(state, cell)) return { ok: false, error: 'Not a cell of the board' };
  if (!state.opened.includes(cell)) return { ok: false, error: 'Only an opened number can be chorded' };
  const table = neighbourTable(state);
  const around: number[] = [];
  for (let i = 1; i <= table[cell * 9]!; i++) around.push(table[cell * 9 + i]!);
  const flagged = new Set(flags);
  if (flagged.size !== flags.length) return { ok: false, error: 'A flag is listed twice' };
  for (const f of flagged) {
    if (!around.includes(f)) return { ok: false, error: 'A flag is not next to the chorded cell' };
    if (state.opened.includes(f)) return { ok: false, error: 'An opened cell cannot hold a flag' };
  }
  if (flagged.size !== cellNumber(state, cell)) return { ok: true, state, outcome: { kind: 'nothing' } };
  return openCells(
    state,
    around.filter((n) => !flagged.has(n)),
  );
}

export function applyMove(state: GameState, move: Move): MoveResult {
  return move.kind === 'open' ? reveal(state, move.cell) : chord(state, move.cell, move.flags);
}

/** What the player may see: opened numbers, and every mine once the game is over. */
export function viewOf(state: GameState): BoardView {
  const cells: CellView[] = new Array<CellView>(state.width * state.height).fill('hidden');
  const isMine = mineMask(state);
  const table = neighbourTable(state);
  for (const c of state.opened) {
    let number = 0;
    for (let i = 1; i <= table[c * 9]!; i++) number += isMine[table[c * 9 + i]!]!;
    cells[c] = number;
  }
  if (state.status !== 'playing') {
    for (const m of state.mineCells) cells[m] = state.hit.includes(m) ? 'hit' : 'mine';
  }
  const started = state.opened.length > 0 || state.status !== 'playing';
  return { width: state.width, height: state.height, mines: state.mines, cells: started ? cells : null };
}
