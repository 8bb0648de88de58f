/**
 * Hard techniques.
 * line-comparison (the uniqueness rule): a line with two empty cells, needing one of each symbol,
 * that matches a completed parallel line everywhere else must take the opposite arrangement.
 * look-ahead on nearly complete lines: try every arrangement of a line's empty cells (at most
 * LOOK_AHEAD_MAX_EMPTY of them, so at most 20 arrangements a person could run through) that gives
 * the line its right counts, drop those making three in a row within the line or repeating a
 * completed parallel line, and keep what all the rest agree on.
 */
import type { Deduction, Technique } from './deductions';
import { UNFILLED, gridLines } from './format';
import { popcount } from '../toolbox/combinatorics';

export const LOOK_AHEAD_MAX_EMPTY = 6;

/** The completed lines parallel to line l (same kind), other than l. */
function completedParallels(cells: Int8Array, size: number, l: number): Int32Array[] {
  const lines = gridLines(size);
  const from = l < size ? 0 : size;
  const result: Int32Array[] = [];
  for (let m = from; m < from + size; m++) {
    if (m === l) continue;
    const line = lines[m]!;
    if (line.every((i) => cells[i] !== UNFILLED)) result.push(line);
  }
  return result;
}

export const findLineComparisons: Technique = (cells, size, out) => {
  const half = size / 2;
  const lines = gridLines(size);
  lines.forEach((line, l) => {
    const empty: number[] = [];
    let ones = 0;
    for (let k = 0; k < size; k++) {
      const v = cells[line[k]!];
      if (v === UNFILLED) empty.push(k);
      else if (v === 1) ones++;
    }
    if (empty.length !== 2 || ones !== half - 1) return;
    for (const done of completedParallels(cells, size, l)) {
      const same = line.every((i, k) => cells[i] === UNFILLED || cells[i] === cells[done[k]!]);
      if (!same) continue;
      const set = empty.map((k) => ({ cell: line[k]!, value: (1 - cells[done[k]!]!) as 0 | 1 }));
      const m = lines.indexOf(done);
      out.push({ technique: 'line-comparison', line: l, set, because: Array.from(done), other: m });
      return;
    }
  });
};

function hasTriple(values: Int8Array): boolean {
  for (let k = 0; k + 2 < values.length; k++) {
    if (values[k] === values[k + 1] && values[k] === values[k + 2]) return true;
  }
  return false;
}

export const findLookAheads: Technique = (cells, size, out) => {
  const half = size / 2;
  gridLines(size).forEach((line, l) => {
    const empty: number[] = [];
    let ones = 0;
    for (let k = 0; k < size; k++) {
      const v = cells[line[k]!];
      if (v === UNFILLED) empty.push(k);
      else if (v === 1) ones++;
    }
    const e = empty.length;
    const onesLeft = half - ones;
    if (e < 2 || e > LOOK_AHEAD_MAX_EMPTY || onesLeft < 0 || onesLeft > e) return;
    const parallels = completedParallels(cells, size, l).map((done) => Int8Array.from(done, (i) => cells[i]!));
    const values = Int8Array.from(line, (i) => cells[i]!);
    let ways = 0;
    let always = (1 << e) - 1; // bits set to 1 in every valid arrangement
    let ever = 0; // bits set to 1 in some valid arrangement
    for (let mask = 0; mask < 1 << e; mask++) {
      if (popcount(mask) !== onesLeft) continue;
      for (let b = 0; b < e; b++) values[empty[b]!] = (mask >> b) & 1;
      if (hasTriple(values)) continue;
      if (parallels.some((p) => p.every((v, k) => v === values[k]))) continue;
      ways++;
      always &= mask;
      ever |= mask;
    }
    if (ways === 0) return; // a contradiction: not for this technique to report
    const set: Deduction['set'] = [];
    for (let b = 0; b < e; b++) {
      const cell = line[empty[b]!]!;
      if ((always >> b) & 1) set.push({ cell, value: 1 });
      else if (!((ever >> b) & 1)) set.push({ cell, value: 0 });
    }
    if (set.length > 0) {
      const because = Array.from(line).filter((i) => cells[i] !== UNFILLED);
      out.push({ technique: 'look-ahead', line: l, set, because, ways });
    }
  });
};
