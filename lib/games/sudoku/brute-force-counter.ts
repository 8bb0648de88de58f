/**
 * Test support only: an independent solution counter, deliberately naive and sharing no code with the
 * generator's (no masks, no shared tables): plain recursive backtracking over a number array, trying
 * each digit in the empty cell with the fewest legal digits. Slow, but simple enough to trust.
 */

function legal(grid: number[], cell: number, digit: number): boolean {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  for (let i = 0; i < 9; i++) {
    if (grid[r * 9 + i] === digit || grid[i * 9 + c] === digit) return false;
  }
  const r0 = r - (r % 3);
  const c0 = c - (c % 3);
  for (let dr = 0; dr < 3; dr++) {
    for (let dc = 0; dc < 3; dc++) if (grid[(r0 + dr) * 9 + c0 + dc] === digit) return false;
  }
  return true;
}

function count(grid: number[], limit: number): number {
  let best = -1;
  let bestDigits: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (grid[cell] !== 0) continue;
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => legal(grid, cell, d));
    if (best === -1 || digits.length < bestDigits.length) {
      best = cell;
      bestDigits = digits;
      if (digits.length === 0) return 0;
    }
  }
  if (best === -1) return 1;
  let found = 0;
  for (const d of bestDigits) {
    grid[best] = d;
    found += count(grid, limit - found);
    grid[best] = 0;
    if (found >= limit) break;
  }
  return found;
}

/** Solutions of an 81-character puzzle ('.' empty), counting up to `limit`; 0 if givens clash. */
export function bruteForceCount(puzzle: string, limit = 2): number {
  const grid = Array.from(puzzle, (ch) => (ch === '.' ? 0 : Number(ch)));
  if (grid.length !== 81) throw new Error('not an 81-cell puzzle');
  for (let cell = 0; cell < 81; cell++) {
    const d = grid[cell] ?? 0;
    if (!d) continue;
    grid[cell] = 0;
    const ok = legal(grid, cell, d);
    grid[cell] = d;
    if (!ok) return 0;
  }
  return count(grid, limit);
}
