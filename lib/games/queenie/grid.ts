/**
 * Player grids and solutions share the puzzle's shape: rows joined by '/', each cell '.' (empty),
 * 'x' (marked empty by the player) or 'Q' (a queen). A solution uses only 'Q' and '.'.
 * Browser-safe.
 */

export type Mark = '.' | 'x' | 'Q';

const MARKS: ReadonlySet<string> = new Set(['.', 'x', 'Q']);

/** The marks of a grid text of this size, row by row; null when the shape or a character is wrong. */
export function parseGrid(text: string, size: number): Mark[] | null {
  if (typeof text !== 'string' || text.length !== size * (size + 1) - 1) return null;
  const rows = text.split('/');
  if (rows.length !== size) return null;
  const marks: Mark[] = [];
  for (const row of rows) {
    if (row.length !== size) return null;
    for (const ch of row) {
      if (!MARKS.has(ch)) return null;
      marks.push(ch as Mark);
    }
  }
  return marks;
}

export function formatGrid(marks: readonly Mark[], size: number): string {
  const rows: string[] = [];
  for (let r = 0; r < size; r++) rows.push(marks.slice(r * size, (r + 1) * size).join(''));
  return rows.join('/');
}

/** The cells holding a queen, ascending. */
export function queenCells(marks: readonly Mark[]): number[] {
  const out: number[] = [];
  marks.forEach((m, i) => {
    if (m === 'Q') out.push(i);
  });
  return out;
}

/** A solution grid from its queen cells. */
export function solutionGrid(queens: readonly number[], size: number): string {
  const marks: Mark[] = new Array<Mark>(size * size).fill('.');
  for (const q of queens) marks[q] = 'Q';
  return formatGrid(marks, size);
}

/** The queen cells of a solution text, or null unless it is exactly one queen per row. */
export function parseSolution(text: string, size: number): number[] | null {
  const marks = parseGrid(text, size);
  if (!marks || marks.includes('x')) return null;
  const queens = queenCells(marks);
  if (queens.length !== size) return null;
  return queens;
}
