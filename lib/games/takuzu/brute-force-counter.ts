/**
 * Test support only: an independent solution counter, sharing no code with the engine (it parses the
 * text itself and works on whole lines, not on the engine's rule-by-rule techniques). It lists every
 * line of the size that keeps the line rules (half of each symbol, no three equal in a row) as a bit
 * mask. Each row and column keeps the candidates still matching its cells and unlike every complete
 * line of its kind; cells on which all of a line's candidates agree are filled, until nothing
 * changes. Then it branches over the candidates of the line with the fewest, and counts the grids
 * where every line is complete. Exhaustive: it is the referee for the generator's promise.
 */

function allValidLines(n: number): number[] {
  const lines: number[] = [];
  for (let m = 0; m < 2 ** n; m++) {
    const bits = Array.from({ length: n }, (_, k) => (m >> k) & 1);
    if (bits.filter((b) => b === 1).length !== n / 2) continue;
    if (bits.some((b, k) => k >= 2 && bits[k - 1] === b && bits[k - 2] === b)) continue;
    lines.push(m);
  }
  return lines;
}

/** Counts the solutions of a puzzle text ('01.' rows joined by '/'), stopping at limit. */
export function bruteForceCount(puzzle: string, limit = Number.POSITIVE_INFINITY): number {
  const rows = puzzle.split('/');
  const n = rows.length;
  const full = 2 ** n - 1;
  const start = rows.flatMap((row) => [...row].map((ch) => (ch === '.' ? -1 : Number(ch))));
  // Lines 0..n-1 are rows, n..2n-1 columns; each as the list of its cells.
  const lineCells = Array.from({ length: 2 * n }, (_, l) => Array.from({ length: n }, (_, k) => (l < n ? l * n + k : k * n + (l - n))));
  let count = 0;

  /** The line's known cells as (mask of known positions, their values). */
  const known = (grid: number[], l: number) => {
    let mask = 0;
    let value = 0;
    lineCells[l]!.forEach((i, k) => {
      if (grid[i] !== -1) {
        mask |= 1 << k;
        value |= grid[i]! << k;
      }
    });
    return { mask, value };
  };

  /** Narrows the domains and fills agreed cells until stable; false when some line has no candidate. */
  const narrow = (grid: number[], domains: number[][]): boolean => {
    for (let changed = true; changed;) {
      changed = false;
      for (let l = 0; l < 2 * n; l++) {
        const { mask, value } = known(grid, l);
        const complete: number[] = [];
        for (let j = l < n ? 0 : n; j < (l < n ? n : 2 * n); j++) {
          const other = known(grid, j);
          if (j !== l && other.mask === full) complete.push(other.value);
        }
        const options = domains[l]!.filter((line) => (line & mask) === value && !complete.includes(line));
        if (options.length === 0) return false;
        domains[l] = options;
        const ones = options.reduce((a, b) => a & b, full);
        const zeros = ~options.reduce((a, b) => a | b, 0) & full;
        lineCells[l]!.forEach((i, k) => {
          if (grid[i] !== -1) return;
          if ((ones >> k) & 1) grid[i] = 1;
          else if ((zeros >> k) & 1) grid[i] = 0;
          else return;
          changed = true;
        });
      }
    }
    return true;
  };

  const search = (grid: number[], domains: number[][]): void => {
    if (count >= limit || !narrow(grid, domains)) return;
    let best = -1;
    for (let l = 0; l < 2 * n; l++) {
      const size = domains[l]!.length;
      if (size > 1 && (best < 0 || size < domains[best]!.length)) best = l;
    }
    if (best < 0) {
      // Every line has one candidate, which it matches: the grid is full and every line valid and
      // unlike the other complete lines of its kind.
      if (!grid.includes(-1)) count++;
      return;
    }
    for (const option of domains[best]!) {
      const branch = grid.slice();
      lineCells[best]!.forEach((i, k) => (branch[i] = (option >> k) & 1));
      search(
        branch,
        domains.map((d) => d.slice()),
      );
      if (count >= limit) return;
    }
  };
  const valid = allValidLines(n);
  search(
    start,
    lineCells.map(() => valid),
  );
  return Math.min(count, limit);
}
