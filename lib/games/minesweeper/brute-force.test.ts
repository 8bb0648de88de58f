/**
 * An independent check of the solver on small boards: a brute-force reasoner that shares no code
 * with the engine. It enumerates every placement of the board's mines that agrees with the opened
 * numbers, opens the cells that are safe in all of them, and repeats: perfect deduction. The
 * solver may be weaker than it, never stronger: whenever the solver clears a board, so must it,
 * and no cell the solver settles may be unsettled in some consistent placement.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MINE, UNKNOWN, solveBoard } from './solver';
import { popcount } from '../toolbox/combinatorics';

/** Every k-of-n bit mask, by Gosper's hack. */
function* combinations(n: number, k: number): Generator<number> {
  if (k === 0) {
    yield 0;
    return;
  }
  let mask = (1 << k) - 1;
  while (mask < 1 << n) {
    yield mask;
    const low = mask & -mask;
    const ripple = mask + low;
    mask = (((ripple ^ mask) >>> 2) / low) | ripple;
  }
}

type Small = { width: number; height: number; mines: number };

function around(b: Small, cell: number): number {
  let mask = 0;
  const r = Math.floor(cell / b.width);
  const c = cell % b.width;
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr;
      const cc = c + dc;
      if ((dr || dc) && rr >= 0 && rr < b.height && cc >= 0 && cc < b.width) mask |= 1 << (rr * b.width + cc);
    }
  }
  return mask;
}

/** The placements consistent with the opened cells (safe, with their numbers). */
function consistent(b: Small, truth: number, opened: number): number[] {
  const cells = b.width * b.height;
  const checks: [number, number][] = [];
  for (let c = 0; c < cells; c++) if (opened & (1 << c)) checks.push([around(b, c), popcount(truth & around(b, c))]);
  const out: number[] = [];
  for (const mask of combinations(cells, b.mines)) {
    if (mask & opened) continue;
    if (checks.every(([nb, number]) => popcount(mask & nb) === number)) out.push(mask);
  }
  return out;
}

/** Perfect deduction from the start cell: the cells opened, and the placements still possible. */
function perfect(b: Small, truth: number, start: number): { opened: number; placements: number[] } {
  let opened = 1 << start;
  for (;;) {
    const placements = consistent(b, truth, opened);
    let anyMine = 0;
    for (const p of placements) anyMine |= p;
    const all = (1 << (b.width * b.height)) - 1;
    const safe = all & ~anyMine & ~opened;
    if (safe === 0) return { opened, placements };
    opened |= safe;
  }
}

describe('the solver against brute-force perfect deduction', () => {
  it('never clears a board perfect deduction cannot, and settles only what every placement agrees on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.nat(4), { minLength: 20, maxLength: 20 }),
        fc.nat(),
        (width, height, draws, pick) => {
          const cells = width * height;
          if (cells > 16) return;
          // About one cell in five is a mine.
          const mines = draws.slice(0, cells).flatMap((d, i) => (d === 0 ? [i] : []));
          const safe = [...Array(cells).keys()].filter((c) => !mines.includes(c));
          if (mines.length === 0 || safe.length === 0) return;
          const start = safe[pick % safe.length]!;
          const b = { width, height, mines: mines.length };
          const truth = mines.reduce((m, c) => m | (1 << c), 0);

          const result = solveBoard(b, mines, start);
          const best = perfect(b, truth, start);
          if (result.solved) expect(popcount(best.opened)).toBe(cells - mines.length);

          // Judge the solver's final knowledge against every placement agreeing with what it opened.
          let opened = 0;
          result.known.forEach((s, c) => {
            if (s !== UNKNOWN && s !== MINE) opened |= 1 << c;
          });
          const placements = consistent(b, truth, opened);
          expect(placements).toContain(truth);
          result.known.forEach((s, c) => {
            if (s === MINE) expect(placements.every((p) => p & (1 << c))).toBe(true);
          });
          // Everything the solver opened, perfect deduction opened too.
          expect(opened & ~best.opened).toBe(0);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
