/** Board types and small helpers. A board is 4x4 row-major; 0 is an empty cell. */
export const BOARD_SIZE = 4;
export const CELL_COUNT = BOARD_SIZE * BOARD_SIZE;
export const WINNING_TILE = 2048;
/** The largest tile a 4x4 board can ever hold (2^17, reachable only with lucky 4s). */
export const MAX_TILE = 131072;

export type Board = number[][];
export type Direction = 'up' | 'down' | 'left' | 'right';
export const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];
export type Cell = [row: number, col: number];

export function isDirection(value: unknown): value is Direction {
  return value === 'up' || value === 'down' || value === 'left' || value === 'right';
}

export function emptyBoard(): Board {
  return Array.from({ length: BOARD_SIZE }, () => Array<number>(BOARD_SIZE).fill(0));
}

export function cloneBoard(board: Board): Board {
  return board.map((row) => row.slice());
}

export function tileAt(board: Board, row: number, col: number): number {
  return board[row]?.[col] ?? 0;
}

export function setTile(board: Board, row: number, col: number, value: number): void {
  const line = board[row];
  if (line === undefined || col < 0 || col >= BOARD_SIZE) throw new RangeError(`No cell ${row},${col}`);
  line[col] = value;
}

export function boardsEqual(a: Board, b: Board): boolean {
  for (let r = 0; r < BOARD_SIZE; r++) {
    for (let c = 0; c < BOARD_SIZE; c++) if (tileAt(a, r, c) !== tileAt(b, r, c)) return false;
  }
  return true;
}

/** Empty cells in row-major order (the order spawn positions are drawn from). */
export function emptyCells(board: Board): Cell[] {
  const cells: Cell[] = [];
  for (let r = 0; r < BOARD_SIZE; r++) {
    for (let c = 0; c < BOARD_SIZE; c++) if (tileAt(board, r, c) === 0) cells.push([r, c]);
  }
  return cells;
}

/** A tile value: a power of two from 2 to MAX_TILE. */
export function isTileValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= MAX_TILE && (value & (value - 1)) === 0;
}

/** Structural check for data from outside (storage, URLs): 4x4, each cell 0 or a tile value. */
export function isValidBoard(value: unknown): value is Board {
  return (
    Array.isArray(value) &&
    value.length === BOARD_SIZE &&
    value.every((row) => Array.isArray(row) && row.length === BOARD_SIZE && row.every((v) => v === 0 || isTileValue(v)))
  );
}

export function boardToList(board: Board): number[] {
  return board.flatMap((row) => row.slice());
}

export function boardFromList(values: readonly number[]): Board | null {
  if (values.length !== CELL_COUNT) return null;
  const board = Array.from({ length: BOARD_SIZE }, (_, r) => values.slice(r * BOARD_SIZE, (r + 1) * BOARD_SIZE));
  return isValidBoard(board) ? board : null;
}

/**
 * Parses '16 comma-separated numbers' strictly (digits only, no blanks); null unless it is a valid
 * board with at least one tile.
 */
export function parseBoardList(text: string): Board | null {
  const parts = text.split(',');
  if (parts.length !== CELL_COUNT || !parts.every((p) => /^\d{1,6}$/.test(p))) return null;
  const board = boardFromList(parts.map(Number));
  return board !== null && emptyCells(board).length < CELL_COUNT ? board : null;
}
