/**
 * Test support only: an independent brute-force solution counter, sharing no code with the engine
 * (its own parsing, plain backtracking row by row), so a bug in the generator's solution finder
 * cannot hide itself. Also an independent region-connectivity check.
 */

function parseRegions(puzzle: string): string[][] {
  return puzzle.split('/').map((row) => row.split(''));
}

/** The solutions of a puzzle text, up to `limit`, each as the queen's column in every row. */
export function bruteForceSolutions(puzzle: string, limit = Number.POSITIVE_INFINITY): number[][] {
  const grid = parseRegions(puzzle);
  const n = grid.length;
  const columns: number[] = [];
  const usedColumns = new Set<number>();
  const usedRegions = new Set<string>();
  const found: number[][] = [];
  const place = (row: number): void => {
    if (found.length >= limit) return;
    if (row === n) {
      found.push([...columns]);
      return;
    }
    for (let col = 0; col < n; col++) {
      const region = grid[row]?.[col] ?? '?';
      if (usedColumns.has(col) || usedRegions.has(region)) continue;
      // Rows are filled in order, so only the queen just above can touch this one.
      const above = columns[row - 1];
      if (above !== undefined && Math.abs(above - col) <= 1) continue;
      columns.push(col);
      usedColumns.add(col);
      usedRegions.add(region);
      place(row + 1);
      columns.pop();
      usedColumns.delete(col);
      usedRegions.delete(region);
    }
  };
  place(0);
  return found;
}

export function bruteForceCount(puzzle: string, limit = Number.POSITIVE_INFINITY): number {
  return bruteForceSolutions(puzzle, limit).length;
}

/** A solution as the same-shape text the engine uses ('Q' and '.'). */
export function solutionText(columns: readonly number[]): string {
  const n = columns.length;
  return columns.map((col) => '.'.repeat(col) + 'Q' + '.'.repeat(n - col - 1)).join('/');
}

/** The letters of the regions, each checked to be one 4-connected piece; null if one is split. */
export function connectedRegionLetters(puzzle: string): string[] | null {
  const grid = parseRegions(puzzle);
  const seen = grid.map((row) => row.map(() => false));
  const letters: string[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < (grid[r]?.length ?? 0); c++) {
      if (seen[r]?.[c]) continue;
      const letter = grid[r]?.[c] as string;
      if (letters.includes(letter)) return null;
      letters.push(letter);
      const queue: [number, number][] = [[r, c]];
      (seen[r] as boolean[])[c] = true;
      while (queue.length > 0) {
        const [y, x] = queue.shift() as [number, number];
        for (const [dy, dx] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const yy = y + dy;
          const xx = x + dx;
          if (grid[yy]?.[xx] === letter && !seen[yy]?.[xx]) {
            (seen[yy] as boolean[])[xx] = true;
            queue.push([yy, xx]);
          }
        }
      }
    }
  }
  return letters;
}
