/**
 * Easy and medium techniques, each a scan of every line.
 * Easy: pairs (x x -> the neighbours are the other symbol) and gaps (x . x -> the middle is the
 * other). Together they are every way one cell could complete three in a row.
 * Medium: complete-line (a line has its size/2 of one symbol: the rest are the other) and one-left
 * (a line needs one more x: it must fall inside every three-cell window holding no x, or that window
 * would be three of the other; empty cells outside those windows are the other symbol).
 */
import type { Deduction, Technique } from './deductions';
import { UNFILLED, gridLines } from './format';

const other = (v: number): 0 | 1 => (v === 0 ? 1 : 0);

export const findPairs: Technique = (cells, size, out) => {
  gridLines(size).forEach((line, l) => {
    for (let k = 0; k + 1 < size; k++) {
      const a = line[k]!;
      const b = line[k + 1]!;
      const v = cells[a]!;
      if (v === UNFILLED || cells[b] !== v) continue;
      const set: Deduction['set'] = [];
      const before = line[k - 1];
      const after = line[k + 2];
      if (before !== undefined && cells[before] === UNFILLED) set.push({ cell: before, value: other(v) });
      if (after !== undefined && cells[after] === UNFILLED) set.push({ cell: after, value: other(v) });
      if (set.length > 0) out.push({ technique: 'pair', line: l, set, because: [a, b], symbol: v as 0 | 1 });
    }
  });
};

export const findGaps: Technique = (cells, size, out) => {
  gridLines(size).forEach((line, l) => {
    for (let k = 0; k + 2 < size; k++) {
      const a = line[k]!;
      const b = line[k + 1]!;
      const c = line[k + 2]!;
      const v = cells[a]!;
      if (v === UNFILLED || cells[b] !== UNFILLED || cells[c] !== v) continue;
      out.push({ technique: 'gap', line: l, set: [{ cell: b, value: other(v) }], because: [a, c], symbol: v as 0 | 1 });
    }
  });
};

export const findCompleteLines: Technique = (cells, size, out) => {
  const half = size / 2;
  gridLines(size).forEach((line, l) => {
    const held: [number[], number[]] = [[], []];
    const empty: number[] = [];
    for (const i of line) {
      const v = cells[i]!;
      if (v === UNFILLED) empty.push(i);
      else held[v as 0 | 1].push(i);
    }
    if (empty.length === 0) return;
    for (const symbol of [0, 1] as const) {
      if (held[symbol].length !== half || held[other(symbol)].length >= half) continue;
      const set = empty.map((cell) => ({ cell, value: other(symbol) }));
      out.push({ technique: 'complete-line', line: l, set, because: held[symbol], symbol });
    }
  });
};

export const findOneLeft: Technique = (cells, size, out) => {
  const half = size / 2;
  gridLines(size).forEach((line, l) => {
    let ones = 0;
    let zeros = 0;
    for (const i of line) {
      if (cells[i] === 1) ones++;
      else if (cells[i] === 0) zeros++;
    }
    const empties = size - ones - zeros;
    for (const symbol of [0, 1] as const) {
      const left = half - (symbol === 1 ? ones : zeros);
      if (left !== 1 || empties < 2) continue;
      // The positions the last `symbol` may take: inside every window that holds none yet.
      let region: number[] | null = null;
      for (let k = 0; k + 2 < size; k++) {
        const window = [line[k]!, line[k + 1]!, line[k + 2]!];
        if (window.some((i) => cells[i] === symbol)) continue;
        const open = window.filter((i) => cells[i] === UNFILLED);
        region = region === null ? open : region.filter((i) => open.includes(i));
      }
      if (region === null || region.length === 0) continue; // no constraint, or a contradiction
      const inside = region;
      const set: Deduction['set'] = [];
      for (const i of line) {
        if (cells[i] !== UNFILLED) continue;
        if (!inside.includes(i)) set.push({ cell: i, value: other(symbol) });
        else if (inside.length === 1) set.push({ cell: i, value: symbol });
      }
      if (set.length > 0) out.push({ technique: 'one-left', line: l, set, because: inside, symbol });
    }
  });
};
