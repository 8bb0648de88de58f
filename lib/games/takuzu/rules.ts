/**
 * The three rules, checked on a (possibly partial) grid, for the view to mark breaks at once and for
 * the engine to validate: no three equal cells adjacent in a line; at most (finally exactly) size/2
 * of each symbol per line; no two identical complete rows or columns. Browser-safe and cheap.
 */
import { UNFILLED, gridLines, parseGrid, type Grid, type LineKind } from './format';

export type LineCount = { zeros: number; ones: number };
export type LineCounts = { rows: LineCount[]; columns: LineCount[] };

export type OverfullLine = { kind: LineKind; index: number; symbol: 0 | 1; count: number };
/** A group of identical complete lines of one kind (0-based indices, ascending). */
export type DuplicateLines = { kind: LineKind; indices: number[] };

export type RuleBreaks = {
  /** Cells (ascending) that belong to three or more equal cells in a row or column. */
  triples: number[];
  /** Lines holding more than size/2 of one symbol. */
  overfull: OverfullLine[];
  /** Identical complete rows, identical complete columns. */
  duplicates: DuplicateLines[];
};

function countLine(cells: Int8Array, line: Int32Array): LineCount {
  let zeros = 0;
  let ones = 0;
  for (const i of line) {
    const v = cells[i];
    if (v === 0) zeros++;
    else if (v === 1) ones++;
  }
  return { zeros, ones };
}

export function lineCounts(grid: Grid): LineCounts {
  const lines = gridLines(grid.size);
  const counts = lines.map((line) => countLine(grid.cells, line));
  return { rows: counts.slice(0, grid.size), columns: counts.slice(grid.size) };
}

export function ruleBreaks(grid: Grid): RuleBreaks {
  const { size, cells } = grid;
  const lines = gridLines(size);
  const inTriple = new Set<number>();
  const overfull: OverfullLine[] = [];
  const groups = new Map<string, number[]>();
  lines.forEach((line, l) => {
    for (let k = 0; k + 2 < size; k++) {
      const a = line[k]!;
      const b = line[k + 1]!;
      const c = line[k + 2]!;
      const v = cells[a];
      if (v !== UNFILLED && cells[b] === v && cells[c] === v) inTriple.add(a).add(b).add(c);
    }
    const kind: LineKind = l < size ? 'row' : 'column';
    const index = l < size ? l : l - size;
    const { zeros, ones } = countLine(cells, line);
    if (zeros > size / 2) overfull.push({ kind, index, symbol: 0, count: zeros });
    if (ones > size / 2) overfull.push({ kind, index, symbol: 1, count: ones });
    if (zeros + ones === size) {
      // Rows and columns never compare with each other: the kind is part of the key.
      const key = kind + ':' + Array.from(line, (i) => cells[i]).join('');
      const group = groups.get(key);
      if (group) group.push(index);
      else groups.set(key, [index]);
    }
  });
  const duplicates: DuplicateLines[] = [];
  for (const [key, indices] of groups) {
    if (indices.length > 1) duplicates.push({ kind: key.startsWith('row') ? 'row' : 'column', indices });
  }
  return { triples: [...inTriple].sort((x, y) => x - y), overfull, duplicates };
}

export function hasRuleBreaks(breaks: RuleBreaks): boolean {
  return breaks.triples.length > 0 || breaks.overfull.length > 0 || breaks.duplicates.length > 0;
}

/** A full grid that keeps all three rules (balanced lines follow from no overfull line when full). */
export function isValidSolution(grid: Grid): boolean {
  return !grid.cells.includes(UNFILLED) && !hasRuleBreaks(ruleBreaks(grid));
}

/** Everything a view shows beside the board, from the grid text; null when the text is malformed. */
export function gridReport(text: string): { counts: LineCounts; breaks: RuleBreaks } | null {
  const grid = parseGrid(text);
  return grid && { counts: lineCounts(grid), breaks: ruleBreaks(grid) };
}
