/**
 * The Queenie board and its public format: rows joined by '/', each cell a lower-case region letter
 * ('a' is region 0). An N x N board has N regions, each one connected piece. Queens are never part of
 * the format. Browser-safe: no solver or generator here.
 */

import { ordinal } from '../toolbox/text';

export const MIN_SIZE = 6;
export const MAX_SIZE = 10;

export type QueenieBoard = {
  readonly size: number;
  /** Region index (0-based) of each cell, row by row: cell = row * size + column. */
  readonly regions: readonly number[];
};

const LETTER_A = 'a'.charCodeAt(0);

export function rowOf(cell: number, size: number): number {
  return Math.floor(cell / size);
}

export function colOf(cell: number, size: number): number {
  return cell % size;
}

/** 'r5c2' (1-based), as hints name cells. */
export function cellName(cell: number, size: number): string {
  return `r${rowOf(cell, size) + 1}c${colOf(cell, size) + 1}`;
}

/** A cell as a player finds it in a hint: 'the fourth cell of row 2'. */
export function cellPlace(cell: number, size: number): string {
  return `the ${ordinal(colOf(cell, size) + 1)} cell of row ${rowOf(cell, size) + 1}`;
}

// The colours a player sees, in the order of components/games/queenie/queenie-palette.ts's fills.
const REGION_COLOURS = ['apricot', 'sky-blue', 'pale green', 'lavender', 'lemon', 'rose', 'grey', 'mint', 'sand', 'periwinkle'];

/** 'lavender' for region 3: how a player names a region (by its colour), in hints. */
export function regionColour(region: number): string {
  return REGION_COLOURS[region % REGION_COLOURS.length] ?? 'white';
}

/** 'C' for region 2: the public format's letter, upper-cased for messages. */
export function regionName(region: number): string {
  return String.fromCharCode(LETTER_A + region).toUpperCase();
}

/** The up to 8 cells touching a cell, diagonals included. */
export function touchingCells(cell: number, size: number): number[] {
  const r = rowOf(cell, size);
  const c = colOf(cell, size);
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const rr = r + dr;
      const cc = c + dc;
      if (rr >= 0 && rr < size && cc >= 0 && cc < size) out.push(rr * size + cc);
    }
  }
  return out;
}

/** The up to 4 cells sharing an edge with a cell (regions must be connected through these). */
export function edgeNeighbours(cell: number, size: number): number[] {
  const r = rowOf(cell, size);
  const c = colOf(cell, size);
  const out: number[] = [];
  if (r > 0) out.push(cell - size);
  if (c < size - 1) out.push(cell + 1);
  if (r < size - 1) out.push(cell + size);
  if (c > 0) out.push(cell - 1);
  return out;
}

/** Whether every region is one edge-connected piece (the generator keeps this true while repairing). */
export function regionsConnected(size: number, regions: readonly number[]): boolean {
  const seen = new Uint8Array(size * size);
  const started = new Uint8Array(size);
  for (let start = 0; start < size * size; start++) {
    const region = regions[start] as number;
    if (seen[start]) continue;
    // A second unseen piece of an already visited region means the region is split.
    if (started[region]) return false;
    started[region] = 1;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      for (const next of edgeNeighbours(cell, size)) {
        if (!seen[next] && regions[next] === region) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
  }
  return true;
}

/**
 * The board of a puzzle text, or null unless it is N rows of N letters (N from 6 to 10) using exactly
 * the letters 'a'.. for N regions, each region connected.
 */
export function parsePuzzle(text: string): QueenieBoard | null {
  if (typeof text !== 'string' || text.length > MAX_SIZE * (MAX_SIZE + 1)) return null;
  const rows = text.split('/');
  const size = rows.length;
  if (size < MIN_SIZE || size > MAX_SIZE) return null;
  const regions: number[] = [];
  const used = new Uint8Array(size);
  for (const row of rows) {
    if (row.length !== size) return null;
    for (let i = 0; i < size; i++) {
      const region = row.charCodeAt(i) - LETTER_A;
      if (!(region >= 0 && region < size)) return null;
      used[region] = 1;
      regions.push(region);
    }
  }
  if (used.includes(0)) return null;
  if (!regionsConnected(size, regions)) return null;
  return { size, regions };
}

export function formatPuzzle(board: QueenieBoard): string {
  const rows: string[] = [];
  for (let r = 0; r < board.size; r++) {
    let row = '';
    for (let c = 0; c < board.size; c++) {
      row += String.fromCharCode(LETTER_A + (board.regions[r * board.size + c] as number));
    }
    rows.push(row);
  }
  return rows.join('/');
}

export function isPuzzle(text: string): boolean {
  return parsePuzzle(text) !== null;
}
