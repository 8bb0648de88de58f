/**
 * The no-guess checker is a perfect logician: on every small board it opens exactly what brute-force
 * perfect deduction opens (so it neither guesses nor misses a deduction), it uses the mine total, it
 * stops at a true 50/50, and it fails loudly rather than enumerate a frontier past its cap.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { popcount } from '../toolbox/combinatorics';
import { perfectDeduction } from './brute-force-deduction';
import { MAX_COMPONENT_CELLS } from './frontier-enumeration';
import { checkNoGuess } from './no-guess-checker';
import { drawnBoard } from './test-boards';
import { runs } from '@/tests/support/property-runs';

const check = (rows: string[]) => {
  const board = drawnBoard(rows);
  return checkNoGuess(board.size, board.mines, board.start);
};

/** Three rows: the first two safe, mines on every other cell of the third, so the third row is one frontier. */
function stripedRows(width: number): string[] {
  return ['S' + '.'.repeat(width - 1), '.'.repeat(width), Array.from({ length: width }, (_, c) => (c % 2 ? '.' : '*')).join('')];
}

describe('the no-guess checker on drawn boards', () => {
  it('uses the mine total: the same numbers clear a board with one mine and not one with two', () => {
    // The 1 at column 2 proves column 3 a mine; only the total says whether columns 4 and 5 are safe.
    expect(check(['S.*..'])).toMatchObject({ cleared: true, opened: 4 });
    expect(check(['S.*.*'])).toMatchObject({ cleared: false, opened: 2 });
  });

  it('stops at a 50/50 instead of guessing', () => {
    expect(check(['S.', '..', '*.'])).toMatchObject({ cleared: false, opened: 4, safeCells: 5 });
  });

  it('clears a frontier only the enumeration settles, and refuses one past its cap loudly', () => {
    // No number of the striped frontier settles a cell alone; together they settle all.
    const small = check(stripedRows(40));
    expect(small.cleared).toBe(true);
    expect(small.enumerations).toBeGreaterThan(0);
    expect(() => check(stripedRows(MAX_COMPONENT_CELLS + 20))).toThrow(/frontier component of \d+ cells/);
  });

  it('throws rather than open a mine: a first click on a mine', () => {
    expect(() => checkNoGuess({ width: 2, height: 1, mines: 1 }, [0], 0)).toThrow(/first click is a mine/);
  });
});

describe('the no-guess checker against brute-force perfect deduction', () => {
  it('opens exactly the cells perfect deduction opens, on 1500 small boards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(4), { minLength: 16, maxLength: 16 }),
        fc.nat(),
        (width, height, draws, pick) => {
          const cells = width * height;
          if (cells > 16) return;
          const mines = draws.slice(0, cells).flatMap((d, i) => (d === 0 ? [i] : []));
          const safe = [...Array(cells).keys()].filter((c) => !mines.includes(c));
          if (mines.length === 0 || safe.length === 0) return;
          const start = safe[pick % safe.length]!;
          const size = { width, height, mines: mines.length };
          const best = perfectDeduction(
            size,
            mines.reduce((m, c) => m | (1 << c), 0),
            start,
          );

          const result = checkNoGuess(size, mines, start);
          expect(result.opened).toBe(popcount(best.opened));
          expect(result.cleared).toBe(popcount(best.opened) === safe.length);
        },
      ),
      { numRuns: runs(1500) },
    );
  });
});
