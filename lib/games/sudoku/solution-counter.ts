/**
 * The generator's fast backtracking search over bitmasks: counts solutions up to a limit (2 is enough
 * to tell unique from not), and fills an empty grid at random. Always branches on the empty cell with
 * the fewest candidates, which keeps the tree tiny for 9x9.
 */
import type { Random } from '../grid-puzzle-engine';
import { ALL_DIGITS, CELL_COUNT, boxOf, colOf, rowOf } from './grid';
import { shuffleInPlace } from '../toolbox/random';

const ROW = Array.from({ length: CELL_COUNT }, (_, c) => rowOf(c));
const COL = Array.from({ length: CELL_COUNT }, (_, c) => colOf(c));
const BOX = Array.from({ length: CELL_COUNT }, (_, c) => boxOf(c));

const BITS = new Uint8Array(512);
for (let m = 1; m < 512; m++) BITS[m] = (BITS[m >> 1] ?? 0) + (m & 1);

type Search = {
  grid: Uint8Array;
  rows: Uint16Array;
  cols: Uint16Array;
  boxes: Uint16Array;
  /** Empty cells; those from index `depth` on are still unfilled. */
  empties: Uint8Array;
  emptyCount: number;
  found: number;
  limit: number;
  random: Random | null;
};

function setup(values: ArrayLike<number>, limit: number, random: Random | null): Search | null {
  const s: Search = {
    grid: new Uint8Array(CELL_COUNT),
    rows: new Uint16Array(9),
    cols: new Uint16Array(9),
    boxes: new Uint16Array(9),
    empties: new Uint8Array(CELL_COUNT),
    emptyCount: 0,
    found: 0,
    limit,
    random,
  };
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const v = values[cell] ?? 0;
    if (!v) {
      s.empties[s.emptyCount++] = cell;
      continue;
    }
    const b = 1 << (v - 1);
    const r = ROW[cell] ?? 0,
      c = COL[cell] ?? 0,
      x = BOX[cell] ?? 0;
    if (((s.rows[r] ?? 0) | (s.cols[c] ?? 0) | (s.boxes[x] ?? 0)) & b) return null; // a given repeated
    s.rows[r] = (s.rows[r] ?? 0) | b;
    s.cols[c] = (s.cols[c] ?? 0) | b;
    s.boxes[x] = (s.boxes[x] ?? 0) | b;
    s.grid[cell] = v;
  }
  return s;
}

function free(s: Search, cell: number): number {
  return ALL_DIGITS & ~((s.rows[ROW[cell] ?? 0] ?? 0) | (s.cols[COL[cell] ?? 0] ?? 0) | (s.boxes[BOX[cell] ?? 0] ?? 0));
}

function search(s: Search, depth: number): void {
  if (depth === s.emptyCount) {
    s.found++;
    return;
  }
  // Pick the most constrained empty cell and move it to position `depth`.
  let best = depth;
  let bestCount = 10;
  for (let i = depth; i < s.emptyCount; i++) {
    const n = BITS[free(s, s.empties[i] ?? 0)] ?? 0;
    if (n < bestCount) {
      best = i;
      bestCount = n;
      if (n <= 1) break;
    }
  }
  if (bestCount === 0) return;
  const cell = s.empties[best] ?? 0;
  s.empties[best] = s.empties[depth] ?? 0;
  s.empties[depth] = cell;

  const r = ROW[cell] ?? 0,
    c = COL[cell] ?? 0,
    x = BOX[cell] ?? 0;
  const digits: number[] = [];
  for (let m = free(s, cell); m; m &= m - 1) digits.push(31 - Math.clz32(m & -m) + 1);
  if (s.random) shuffleInPlace(digits, s.random);
  for (const d of digits) {
    const b = 1 << (d - 1);
    s.grid[cell] = d;
    s.rows[r] = (s.rows[r] ?? 0) | b;
    s.cols[c] = (s.cols[c] ?? 0) | b;
    s.boxes[x] = (s.boxes[x] ?? 0) | b;
    search(s, depth + 1);
    if (s.found >= s.limit) return; // keep the grid of the last solution found
    s.rows[r] = (s.rows[r] ?? 0) & ~b;
    s.cols[c] = (s.cols[c] ?? 0) & ~b;
    s.boxes[x] = (s.boxes[x] ?? 0) & ~b;
    s.grid[cell] = 0;
  }
  // Restore the order so that callers above see the empties they left.
  s.empties[depth] = s.empties[best] ?? 0;
  s.empties[best] = cell;
}

/** Number of solutions, counting no further than `limit`. 0 for repeated givens. */
export function countSolutions(values: ArrayLike<number>, limit = 2): number {
  const s = setup(values, limit, null);
  if (!s) return 0;
  search(s, 0);
  return s.found;
}

/** One solution of the grid, or null when it has none. */
export function solveGrid(values: ArrayLike<number>): Uint8Array | null {
  const s = setup(values, 1, null);
  if (!s) return null;
  search(s, 0);
  return s.found ? s.grid : null;
}

/** A complete valid grid drawn at random (deterministic for a given random source). */
export function randomSolvedGrid(random: Random): Uint8Array {
  const s = setup(new Uint8Array(CELL_COUNT), 1, random);
  if (!s) throw new Error('unreachable: an empty grid has no repeated givens');
  search(s, 0);
  return s.grid;
}
