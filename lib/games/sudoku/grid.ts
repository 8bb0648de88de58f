/**
 * The 9x9 board: cell indices, units, peers, names, and the public text format (81 characters row by
 * row, '1'-'9' a digit, '.' an empty cell). Browser-safe: play and the view need only this, never
 * the solver or the generator.
 */
import { ordinal } from '../toolbox/text';

export const SIZE = 9;
export const CELL_COUNT = 81;
/** Bit (d - 1) of a mask stands for digit d, so all nine digits are 0x1ff. */
export const ALL_DIGITS = 0x1ff;

export const rowOf = (cell: number) => Math.floor(cell / SIZE);
export const colOf = (cell: number) => cell % SIZE;
export const boxOf = (cell: number) => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);

export type UnitKind = 'row' | 'column' | 'box';

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** The 27 units: rows 0-8, columns 9-17, boxes 18-26, each listing its nine cells in order. */
export const UNITS: readonly (readonly number[])[] = [
  ...range(SIZE).map((r) => range(SIZE).map((c) => r * SIZE + c)),
  ...range(SIZE).map((c) => range(SIZE).map((r) => r * SIZE + c)),
  ...range(SIZE).map((b) => range(SIZE).map((i) => (Math.floor(b / 3) * 3 + Math.floor(i / 3)) * SIZE + (b % 3) * 3 + (i % 3))),
];

export const ROW_UNITS = UNITS.slice(0, 9);
export const COLUMN_UNITS = UNITS.slice(9, 18);
export const BOX_UNITS = UNITS.slice(18, 27);

export const unitKind = (unit: number): UnitKind => (unit < 9 ? 'row' : unit < 18 ? 'column' : 'box');

/** 'row 3', 'column 4', 'box 5': 1-based, boxes numbered left to right, top to bottom. */
export function unitName(unit: number): string {
  return `${unitKind(unit)} ${(unit % 9) + 1}`;
}

/** 'r3c4', 1-based. */
export function cellName(cell: number): string {
  return `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;
}

export function cellNames(cells: readonly number[]): string {
  return cells.map(cellName).join(', ');
}

/** A box's or a cell-in-a-box's place, as a player names it (index row * 3 + column of the 3x3). */
export const NINE_PLACES = [
  'top-left',
  'top-middle',
  'top-right',
  'middle-left',
  'centre',
  'middle-right',
  'bottom-left',
  'bottom-middle',
  'bottom-right',
];

/** A unit as a player names it in a hint: 'row 3', 'column 4', 'the top-left box'. */
export function placeName(unit: number): string {
  return unitKind(unit) === 'box' ? `the ${NINE_PLACES[unit % 9]} box` : unitName(unit);
}

/** A cell within a unit as a player finds it: 'its seventh cell', 'its fourth cell from the top', 'its top-left cell'. */
export function cellInUnit(unit: number, cell: number): string {
  const kind = unitKind(unit);
  if (kind === 'row') return `its ${ordinal(colOf(cell) + 1)} cell`;
  if (kind === 'column') return `its ${ordinal(rowOf(cell) + 1)} cell from the top`;
  return `its ${NINE_PLACES[(rowOf(cell) % 3) * 3 + (colOf(cell) % 3)]} cell`;
}

/** A cell as a player finds it: 'the seventh cell of row 3'. */
export function cellPlace(cell: number): string {
  return `the ${ordinal(colOf(cell) + 1)} cell of row ${rowOf(cell) + 1}`;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The 20 cells sharing a row, column or box with each cell. */
export const PEERS: readonly (readonly number[])[] = range(CELL_COUNT).map((cell) =>
  range(CELL_COUNT).filter(
    (other) => other !== cell && (rowOf(other) === rowOf(cell) || colOf(other) === colOf(cell) || boxOf(other) === boxOf(cell)),
  ),
);

const SEES_TABLE = new Uint8Array(CELL_COUNT * CELL_COUNT);
PEERS.forEach((peers, cell) => peers.forEach((other) => (SEES_TABLE[cell * CELL_COUNT + other] = 1)));

/** Whether two different cells share a unit. */
export const sees = (a: number, b: number): boolean => SEES_TABLE[a * CELL_COUNT + b] === 1;

export const bit = (digit: number) => 1 << (digit - 1);

/** Digits 1-9 present in a mask, ascending. */
export function maskDigits(mask: number): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= SIZE; d++) if (mask & bit(d)) digits.push(d);
  return digits;
}

export { popcount } from '../toolbox/combinatorics';

const GRID_PATTERN = /^[1-9.]{81}$/;

/** Whether a text has the shape of a grid (81 characters of '1'-'9' and '.'). */
export function isGridText(text: unknown): text is string {
  return typeof text === 'string' && GRID_PATTERN.test(text);
}

/** Digits per cell, 0 for empty; null when the text is not a grid. */
export function parseGrid(text: string): Uint8Array | null {
  if (!isGridText(text)) return null;
  const values = new Uint8Array(CELL_COUNT);
  for (let i = 0; i < CELL_COUNT; i++) {
    const ch = text.charCodeAt(i);
    values[i] = ch === 46 /* '.' */ ? 0 : ch - 48;
  }
  return values;
}

export function formatGrid(values: ArrayLike<number>): string {
  let text = '';
  for (let i = 0; i < CELL_COUNT; i++) {
    const v = values[i] ?? 0;
    text += v >= 1 && v <= 9 ? String(v) : '.';
  }
  return text;
}

/** Whether no digit appears twice in a unit. */
export function hasNoRepeats(values: ArrayLike<number>): boolean {
  for (const unit of UNITS) {
    let seen = 0;
    for (const cell of unit) {
      const v = values[cell] ?? 0;
      if (!v) continue;
      if (seen & bit(v)) return false;
      seen |= bit(v);
    }
  }
  return true;
}

/**
 * A well-formed puzzle: the grid shape and no digit given twice in a unit (such a text has no
 * solution at all). Uniqueness is the generator's promise, not checked here.
 */
export function isPuzzleText(text: unknown): text is string {
  const values = typeof text === 'string' ? parseGrid(text) : null;
  return values !== null && hasNoRepeats(values);
}

/** The grid a play starts from: the puzzle itself (givens, everything else empty). */
export function initialGrid(puzzle: string): string {
  return puzzle;
}
