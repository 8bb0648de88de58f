/**
 * What the board view needs, cheaply and without the solver: conflicting queens, the cells a queen
 * rules out (for optional auto-x), region borders (thick lines, so colour is not the only signal).
 */
import { colOf, rowOf, touchingCells, type QueenieBoard } from './board';
import { queenCells, type Mark } from './grid';

/** The queens that share a row, column or region with another queen, or touch one; ascending. */
export function conflicts(board: QueenieBoard, marks: readonly Mark[]): number[] {
  const { size, regions } = board;
  const queens = queenCells(marks);
  const bad = new Set<number>();
  for (let i = 0; i < queens.length; i++) {
    for (let j = i + 1; j < queens.length; j++) {
      const a = queens[i] as number;
      const b = queens[j] as number;
      const dr = Math.abs(rowOf(a, size) - rowOf(b, size));
      const dc = Math.abs(colOf(a, size) - colOf(b, size));
      if (dr === 0 || dc === 0 || regions[a] === regions[b] || (dr <= 1 && dc <= 1)) {
        bad.add(a);
        bad.add(b);
      }
    }
  }
  return [...bad].sort((x, y) => x - y);
}

/**
 * Every cell of a row, column or region that holds more than one queen, and the queens that touch
 * another: the whole broken line or region is marked, so the player sees what the rule is about,
 * not only the two queens. Ascending.
 */
export function brokenCells(board: QueenieBoard, marks: readonly Mark[]): number[] {
  const { size, regions } = board;
  const queens = queenCells(marks);
  const count = (key: (cell: number) => number) => {
    const seen = new Map<number, number>();
    for (const q of queens) seen.set(key(q), (seen.get(key(q)) ?? 0) + 1);
    return seen;
  };
  const rows = count((c) => rowOf(c, size));
  const cols = count((c) => colOf(c, size));
  const regs = count((c) => regions[c] ?? -1);
  const out = new Set<number>();
  for (let cell = 0; cell < size * size; cell++) {
    if ((rows.get(rowOf(cell, size)) ?? 0) > 1 || (cols.get(colOf(cell, size)) ?? 0) > 1 || (regs.get(regions[cell] ?? -1) ?? 0) > 1)
      out.add(cell);
  }
  const queenSet = new Set(queens);
  for (const q of queens) if (touchingCells(q, size).some((t) => queenSet.has(t))) out.add(q);
  return [...out].sort((x, y) => x - y);
}

/** The cells a queen on this cell rules out: its row, column, region and the 8 touching cells. */
export function ruledOutBy(board: QueenieBoard, cell: number): number[] {
  const { size, regions } = board;
  const out = new Set<number>(touchingCells(cell, size));
  for (let other = 0; other < size * size; other++) {
    if (rowOf(other, size) === rowOf(cell, size) || colOf(other, size) === colOf(cell, size) || regions[other] === regions[cell]) {
      out.add(other);
    }
  }
  out.delete(cell);
  return [...out].sort((x, y) => x - y);
}

export type CellBorders = { top: boolean; right: boolean; bottom: boolean; left: boolean };

/**
 * For each cell, which of its edges is a thick border: the edge of the board or an edge shared with
 * a cell of another region.
 */
export function regionBorders(board: QueenieBoard): CellBorders[] {
  const { size, regions } = board;
  const differs = (cell: number, r: number, c: number) =>
    r < 0 || r >= size || c < 0 || c >= size || regions[r * size + c] !== regions[cell];
  return regions.map((_, cell) => {
    const r = rowOf(cell, size);
    const c = colOf(cell, size);
    return {
      top: differs(cell, r - 1, c),
      right: differs(cell, r, c + 1),
      bottom: differs(cell, r + 1, c),
      left: differs(cell, r, c - 1),
    };
  });
}

/** Equal to the size for any valid board; here for views that colour by region. */
export function regionCount(board: QueenieBoard): number {
  return new Set(board.regions).size;
}
