/**
 * The generator's fast solution counter: depth-first search with propagation of the forced moves
 * (three in a row, full counts), then of whole-line consistency (the cells on which every legal
 * filling of a line agrees, a legal filling never repeating a complete parallel line), stopping as
 * soon as it reaches the limit (2 is enough to tell unique from not). The line step is what keeps
 * hard 12x12 proofs from an occasional half-second search.
 */
import { UNFILLED, gridLines, type Grid } from './format';

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
        for (const i of line) if (cells[i] === UNFILLED) cells[i] = fill;
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
        const filled = (va !== UNFILLED ? 1 : 0) + (vb !== UNFILLED ? 1 : 0) + (vc !== UNFILLED ? 1 : 0);
        if (filled === 3) {
          if (va === vb && vb === vc) return false;
        } else if (filled === 2) {
          // Two equal cells in a window of three: the third must differ.
          if (va === UNFILLED && vb === vc) cells[a] = 1 - vb;
          else if (vb === UNFILLED && va === vc) cells[b] = 1 - va;
          else if (vc === UNFILLED && va === vb) cells[c] = 1 - va;
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
        if (v === UNFILLED) {
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
    if (v !== UNFILLED) return;
    rowEmpty[Math.floor(i / size)]!++;
    colEmpty[i % size]!++;
  });
  let best = -1;
  let bestScore = Infinity;
  cells.forEach((v, i) => {
    if (v !== UNFILLED) return;
    const score = rowEmpty[Math.floor(i / size)]! + colEmpty[i % size]!;
    if (score < bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

const legalLinesCache = new Map<number, Int32Array>();

/** Every legal line of the size as a bit mask (bit k = position k holds a 1). */
function legalLines(size: number): Int32Array {
  let legal = legalLinesCache.get(size);
  if (!legal) {
    const full = (1 << size) - 1;
    const found: number[] = [];
    for (let m = 0; m <= full; m++) {
      const z = ~m & full;
      if ((m & (m >> 1) & (m >> 2)) !== 0 || (z & (z >> 1) & (z >> 2)) !== 0) continue;
      let ones = 0;
      for (let b = m; b; b &= b - 1) ones++;
      if (ones * 2 === size) found.push(m);
    }
    legal = Int32Array.from(found);
    legalLinesCache.set(size, legal);
  }
  return legal;
}

/**
 * One pass of whole-line consistency: 'changed' when it filled cells, 'stable' when not, false when
 * some line has no legal filling left.
 */
function narrowLines(cells: Int8Array, size: number, lines: readonly Int32Array[]): 'changed' | 'stable' | false {
  const full = (1 << size) - 1;
  const legal = legalLines(size);
  const known = new Int32Array(2 * size);
  const value = new Int32Array(2 * size);
  lines.forEach((line, l) => {
    line.forEach((i, k) => {
      const v = cells[i]!;
      if (v === UNFILLED) return;
      known[l]! |= 1 << k;
      value[l]! |= v << k;
    });
  });
  let changed = false;
  for (let l = 0; l < 2 * size; l++) {
    const mask = known[l]!;
    if (mask === full) continue;
    const want = value[l]!;
    const from = l < size ? 0 : size;
    let always = full;
    let ever = 0;
    let any = false;
    for (const line of legal) {
      if ((line & mask) !== want) continue;
      let repeats = false;
      for (let m = from; m < from + size && !repeats; m++) repeats = known[m] === full && value[m] === line;
      if (repeats) continue;
      any = true;
      always &= line;
      ever |= line;
    }
    if (!any) return false;
    const cellsOfLine = lines[l]!;
    for (let k = 0; k < size; k++) {
      if ((mask >> k) & 1) continue;
      const i = cellsOfLine[k]!;
      if ((always >> k) & 1) cells[i] = 1;
      else if (!((ever >> k) & 1)) cells[i] = 0;
      else continue;
      changed = true;
    }
    // Cells just filled are not yet in the other lines' masks: the next pass sees them.
  }
  return changed ? 'changed' : 'stable';
}

/** How many solutions the grid has, counting no further than limit. */
export function countSolutions(grid: Grid, limit = 2): number {
  const { size } = grid;
  const lines = gridLines(size);
  let found = 0;
  const search = (cells: Int8Array): void => {
    for (;;) {
      if (!propagate(cells, size, lines)) return;
      const narrowed = narrowLines(cells, size, lines);
      if (narrowed === false) return;
      if (narrowed === 'stable') break;
    }
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
