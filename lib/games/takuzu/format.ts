/**
 * The public text format and the in-memory grid. Text: rows joined by '/', cells '0', '1' or '.'.
 * In memory a grid is a flat Int8Array, row by row (index = row * size + column), UNFILLED for '.'.
 * Browser-safe.
 */
import { isSize, type TakuzuSize } from './levels';

export const UNFILLED = -1;
/** A cell's content: 0, 1 or UNFILLED. */
export type CellValue = 0 | 1 | typeof UNFILLED;

export type Grid = { readonly size: number; readonly cells: Int8Array };

/** Parses any square grid of '0', '1', '.' (even size at least 2); null when malformed. */
export function parseGrid(text: string): Grid | null {
  const rows = text.split('/');
  const size = rows.length;
  if (size < 2 || size % 2 !== 0 || size > 32) return null;
  const cells = new Int8Array(size * size);
  for (let r = 0; r < size; r++) {
    const row = rows[r]!;
    if (row.length !== size) return null;
    for (let c = 0; c < size; c++) {
      const ch = row[c];
      cells[r * size + c] = ch === '0' ? 0 : ch === '1' ? 1 : ch === '.' ? UNFILLED : -2;
      if (cells[r * size + c] === -2) return null;
    }
  }
  return { size, cells };
}

/** Like parseGrid, but only for the sizes the game serves. */
export function parseBoard(text: string): (Grid & { size: TakuzuSize }) | null {
  const grid = parseGrid(text);
  return grid && isSize(grid.size) ? (grid as Grid & { size: TakuzuSize }) : null;
}

export function formatGrid(grid: Grid): string {
  const rows: string[] = [];
  for (let r = 0; r < grid.size; r++) {
    let row = '';
    for (let c = 0; c < grid.size; c++) {
      const v = grid.cells[r * grid.size + c];
      row += v === 0 ? '0' : v === 1 ? '1' : '.';
    }
    rows.push(row);
  }
  return rows.join('/');
}

export function cellValue(grid: Grid, index: number): CellValue {
  return (grid.cells[index] ?? UNFILLED) as CellValue;
}

export function countEmpty(grid: Grid): number {
  let n = 0;
  for (const v of grid.cells) if (v === UNFILLED) n++;
  return n;
}

/** 'r3c5' (1-based), the name hints use for a cell. */
export function cellName(size: number, index: number): string {
  return `r${Math.floor(index / size) + 1}c${(index % size) + 1}`;
}

/**
 * The 2 * size lines of a grid: rows 0..size-1, then columns size..2*size-1, each as its cell indices
 * in order. Cached per size since solvers walk them constantly.
 */
const linesCache = new Map<number, readonly Int32Array[]>();
export function gridLines(size: number): readonly Int32Array[] {
  let lines = linesCache.get(size);
  if (!lines) {
    const built: Int32Array[] = [];
    for (let r = 0; r < size; r++) built.push(Int32Array.from({ length: size }, (_, c) => r * size + c));
    for (let c = 0; c < size; c++) built.push(Int32Array.from({ length: size }, (_, r) => r * size + c));
    lines = built;
    linesCache.set(size, lines);
  }
  return lines;
}

export type LineKind = 'row' | 'column';

/** 'Row 4' / 'Column 2' for line index (rows first, then columns). */
export function lineName(size: number, line: number): string {
  return line < size ? `Row ${line + 1}` : `Column ${line - size + 1}`;
}

export function lineKind(size: number, line: number): LineKind {
  return line < size ? 'row' : 'column';
}
