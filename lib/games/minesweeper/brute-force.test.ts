/**
 * An independent check of the solver on small boards: a brute-force reasoner that shares no code
 * with the engine (brute-force-deduction.ts): perfect deduction. The solver may be weaker than it,
 * never stronger: whenever the solver clears a board, so must it,
 * and no cell the solver settles may be unsettled in some consistent placement.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MINE, UNKNOWN, solveBoard } from './solver';
import { popcount } from '../toolbox/combinatorics';
import { consistentPlacements as consistent, perfectDeduction as perfect } from './brute-force-deduction';
import { runs } from '@/tests/support/property-runs';

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
      { numRuns: runs(1500) },
    );
  });
});
