/**
 * A random valid full grid: rows drawn from the valid rows of that size (balanced, no three in a
 * row) in random order, depth first, each row checked against the columns so far (no three in a
 * column, no column over half of one symbol, no repeated row); a finished grid must also have
 * distinct columns. A search that wanders too long restarts, still drawing from the same source,
 * so the result is deterministic.
 */
import type { Random } from '../grid-puzzle-engine';
import type { Grid } from './format';

const validRowsCache = new Map<number, readonly number[]>();

/** Rows as bit masks (bit c = column c holds a 1). */
export function validRows(size: number): readonly number[] {
  let rows = validRowsCache.get(size);
  if (!rows) {
    const full = (1 << size) - 1;
    const list: number[] = [];
    for (let m = 0; m <= full; m++) {
      const inverse = ~m & full;
      if ((m & (m >> 1) & (m >> 2)) !== 0 || (inverse & (inverse >> 1) & (inverse >> 2)) !== 0) continue;
      let ones = 0;
      for (let b = m; b; b &= b - 1) ones++;
      if (ones * 2 === size) list.push(m);
    }
    rows = list;
    validRowsCache.set(size, rows);
  }
  return rows;
}

export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

const NODE_BUDGET = 5000;

function tryFill(size: number, random: Random): number[] | null {
  const candidates = validRows(size);
  const half = size / 2;
  const full = (1 << size) - 1;
  const rows: number[] = [];
  const colOnes = new Array<number>(size).fill(0);
  let nodes = 0;
  const fits = (row: number): boolean => {
    const r = rows.length;
    if (rows.includes(row)) return false;
    if (r >= 2) {
      const a = rows[r - 1]!;
      const b = rows[r - 2]!;
      if ((a & b & row) !== 0 || (~a & ~b & ~row & full) !== 0) return false;
    }
    for (let c = 0; c < size; c++) {
      const ones = colOnes[c]! + ((row >> c) & 1);
      if (ones > half || r + 1 - ones > half) return false;
    }
    return true;
  };
  const place = (row: number, sign: number) => {
    for (let c = 0; c < size; c++) colOnes[c]! += sign * ((row >> c) & 1);
  };
  const search = (): boolean => {
    if (rows.length === size) return distinctColumns(rows, size);
    if (++nodes > NODE_BUDGET) return false;
    for (const row of shuffleInPlace([...candidates], random)) {
      if (!fits(row)) continue;
      rows.push(row);
      place(row, 1);
      if (search()) return true;
      place(row, -1);
      rows.pop();
      if (nodes > NODE_BUDGET) return false;
    }
    return false;
  };
  return search() ? rows : null;
}

function distinctColumns(rows: readonly number[], size: number): boolean {
  const seen = new Set<number>();
  for (let c = 0; c < size; c++) {
    let column = 0;
    rows.forEach((row, r) => (column |= ((row >> c) & 1) << r));
    if (seen.has(column)) return false;
    seen.add(column);
  }
  return true;
}

export function randomFullGrid(size: number, random: Random): Grid {
  for (;;) {
    const rows = tryFill(size, random);
    if (!rows) continue;
    const cells = new Int8Array(size * size);
    rows.forEach((row, r) => {
      for (let c = 0; c < size; c++) cells[r * size + c] = (row >> c) & 1;
    });
    return { size, cells };
  }
}
