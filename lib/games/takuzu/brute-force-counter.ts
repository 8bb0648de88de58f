/**
 * Test support only: an independent solution counter, sharing no code with the engine (it parses the
 * text itself). It lists every row of the size that keeps the row rules, keeps those matching the
 * givens, and tries every stack of distinct rows whose columns stay legal, checking the columns
 * completely at the end. Slow and plain on purpose: it is the referee for the generator's promise.
 */

function allValidRows(n: number): number[][] {
  const rows: number[][] = [];
  for (let m = 0; m < 2 ** n; m++) {
    const row = Array.from({ length: n }, (_, c) => Math.floor(m / 2 ** c) % 2);
    if (row.filter((v) => v === 1).length !== n / 2) continue;
    if (row.some((v, c) => c >= 2 && row[c - 1] === v && row[c - 2] === v)) continue;
    rows.push(row);
  }
  return rows;
}

function sameLine(a: readonly number[], b: readonly number[]): boolean {
  return a.every((v, i) => v === b[i]);
}

/** Counts the solutions of a puzzle text ('01.' rows joined by '/'), stopping at limit. */
export function bruteForceCount(puzzle: string, limit = Number.POSITIVE_INFINITY): number {
  const givens = puzzle.split('/').map((row) => Array.from(row, (ch) => (ch === '.' ? null : Number(ch))));
  const n = givens.length;
  const valid = allValidRows(n);
  const options = givens.map((given) => valid.filter((row) => row.every((v, c) => given[c] === null || given[c] === v)));
  const chosen: number[][] = [];
  let count = 0;

  const columnsOk = (rows: number[][]): boolean => {
    const r = rows.length;
    for (let c = 0; c < n; c++) {
      const column = rows.map((row) => row[c]);
      const ones = column.filter((v) => v === 1).length;
      if (ones > n / 2 || r - ones > n / 2) return false;
      if (r >= 3 && column[r - 1] === column[r - 2] && column[r - 1] === column[r - 3]) return false;
    }
    return true;
  };

  const finished = (rows: number[][]): boolean => {
    const columns = Array.from({ length: n }, (_, c) => rows.map((row) => row[c]!));
    return columns.every((col, i) => columns.every((other, j) => j <= i || !sameLine(col, other)));
  };

  const place = (r: number): void => {
    if (count >= limit) return;
    if (r === n) {
      if (finished(chosen)) count++;
      return;
    }
    for (const row of options[r]!) {
      if (chosen.some((earlier) => sameLine(earlier, row))) continue;
      chosen.push(row);
      if (columnsOk(chosen)) place(r + 1);
      chosen.pop();
    }
  };
  place(0);
  return count;
}
