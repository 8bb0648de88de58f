/**
 * The generator's fast solution counter: depth-first search with propagation of the forced moves
 * (three in a row, full counts) and pruning of duplicate lines, stopping as soon as it reaches the
 * limit (2 is enough to tell unique from not).
 */
import { EMPTY, gridLines, type Grid } from './format';

/** Fills what the rules force; false when the grid breaks a rule. */
export function propagate(cells: Int8Array, size: number, lines: readonly Int32Array[]): boolean {
  const half = size / 2;
  let changed = true;
  while (changed) {
    changed = false;
    for (const line of lines) {
      let zeros = 0;
      let ones = 0;
      for (const i of line) {
        if (cells[i] === 0) zeros++;
        else if (cells[i] === 1) ones++;
      }
      if (zeros > half || ones > half) return false;
      if (zeros + ones < size && (zeros === half || ones === half)) {
        const fill = zeros === half ? 1 : 0;
        for (const i of line) if (cells[i] === EMPTY) cells[i] = fill;
        changed = true;
        continue;
      }
      for (let k = 0; k + 2 < size; k++) {
        const a = line[k]!;
        const b = line[k + 1]!;
        const c = line[k + 2]!;
        const va = cells[a]!;
        const vb = cells[b]!;
        const vc = cells[c]!;
        const filled = (va !== EMPTY ? 1 : 0) + (vb !== EMPTY ? 1 : 0) + (vc !== EMPTY ? 1 : 0);
        if (filled === 3) {
          if (va === vb && vb === vc) return false;
        } else if (filled === 2) {
          // Two equal cells in a window of three: the third must differ.
          if (va === EMPTY && vb === vc) cells[a] = 1 - vb;
          else if (vb === EMPTY && va === vc) cells[b] = 1 - va;
          else if (vc === EMPTY && va === vb) cells[c] = 1 - va;
          else continue;
          changed = true;
        }
      }
    }
  }
  return !hasDuplicateLines(cells, size, lines);
}

function hasDuplicateLines(cells: Int8Array, size: number, lines: readonly Int32Array[]): boolean {
  for (const from of [0, size]) {
    const seen = new Set<string>();
    for (let l = from; l < from + size; l++) {
      let key = '';
      for (const i of lines[l]!) {
        const v = cells[i]!;
        if (v === EMPTY) {
          key = '';
          break;
        }
        key += v;
      }
      if (key === '') continue;
      if (seen.has(key)) return true;
      seen.add(key);
    }
  }
  return false;
}

/**
 * The empty cell whose row and column have the fewest empty cells between them, -1 when full: the
 * branch most likely to end in propagation quickly.
 */
function mostConstrainedEmpty(cells: Int8Array, size: number): number {
  const rowEmpty = new Array<number>(size).fill(0);
  const colEmpty = new Array<number>(size).fill(0);
  cells.forEach((v, i) => {
    if (v !== EMPTY) return;
    rowEmpty[Math.floor(i / size)]!++;
    colEmpty[i % size]!++;
  });
  let best = -1;
  let bestScore = Infinity;
  cells.forEach((v, i) => {
    if (v !== EMPTY) return;
    const score = rowEmpty[Math.floor(i / size)]! + colEmpty[i % size]!;
    if (score < bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/** How many solutions the grid has, counting no further than limit. */
export function countSolutions(grid: Grid, limit = 2): number {
  const { size } = grid;
  const lines = gridLines(size);
  let found = 0;
  const search = (cells: Int8Array): void => {
    if (!propagate(cells, size, lines)) return;
    const next = mostConstrainedEmpty(cells, size);
    if (next < 0) {
      found++;
      return;
    }
    for (const value of [0, 1]) {
      if (found >= limit) return;
      const branch = cells.slice();
      branch[next] = value;
      search(branch);
    }
  };
  search(grid.cells.slice());
  return Math.min(found, limit);
}
