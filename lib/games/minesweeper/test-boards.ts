/**
 * Hand-drawn boards for the tests: one row of text per board row, '*' a mine, '.' a safe cell,
 * 'S' the (safe) start cell.
 */
import type { BoardSize } from './levels';

export type DrawnBoard = { size: BoardSize; mines: number[]; start: number };

export function drawnBoard(rows: readonly string[]): DrawnBoard {
  const width = rows[0]!.length;
  const mines: number[] = [];
  let start = -1;
  rows.forEach((row, r) => {
    if (row.length !== width) throw new Error('Rows of different lengths');
    Array.from(row).forEach((char, c) => {
      if (char === '*') mines.push(r * width + c);
      else if (char === 'S') start = r * width + c;
      else if (char !== '.') throw new Error(`Unknown cell '${char}'`);
    });
  });
  return { size: { width, height: rows.length, mines: mines.length }, mines, start };
}
