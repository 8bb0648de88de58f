import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededRandom } from '../toolbox/seeded-random';
import { generateBoard } from './generator';
import { LEVELS } from './levels';
import { MINE, solveBoard } from './solver';
import { reveal, newGame } from './game';
import { runs } from '@/tests/support/property-runs';

const RUNS_PER_LEVEL = runs(300);

/** The first cell's 3x3 block, by plain row and column arithmetic (not the engine's neighbour maths). */
function block(width: number, height: number, cell: number): number[] {
  const row = Math.floor(cell / width);
  const column = cell % width;
  const out: number[] = [];
  for (let r = row - 1; r <= row + 1; r++) {
    for (let c = column - 1; c <= column + 1; c++) {
      if (r >= 0 && r < height && c >= 0 && c < width) out.push(r * width + c);
    }
  }
  return out;
}

describe.each(LEVELS)('generateBoard, $label ($width x $height, $mines mines)', (level) => {
  const cells = level.width * level.height;

  it(`gives ${RUNS_PER_LEVEL} boards from random first clicks that open a zero and are solved by deduction alone`, () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: cells - 1 }), (seed, first) => {
        const mines = generateBoard(level, first, createSeededRandom(seed));

        // Independent of the solver: exactly the level's mines, distinct, on the board, none near the click.
        expect(new Set(mines).size).toBe(level.mines);
        expect(mines).toHaveLength(level.mines);
        expect(mines.every((m) => Number.isInteger(m) && m >= 0 && m < cells)).toBe(true);
        const zone = block(level.width, level.height, first);
        expect(mines.filter((m) => zone.includes(m))).toEqual([]);

        // The first click opens a zero, and so its whole block.
        const opened = reveal(newGame(level, mines), first);
        if (!opened.ok || opened.outcome.kind !== 'opened') throw new Error('The first click did not open');
        expect(opened.outcome.cells[0]).toEqual({ cell: first, number: 0 });
        const openedCells = opened.outcome.cells.map((c) => c.cell);
        expect(zone.every((z) => openedCells.includes(z))).toBe(true);

        // The deduction-only solver, run afresh, settles every cell, and rightly.
        const result = solveBoard(level, mines, first);
        expect(result.solved).toBe(true);
        const provedMines = [...result.known].flatMap((s, cell) => (s === MINE ? [cell] : []));
        expect(provedMines).toEqual(mines);
      }),
      { numRuns: RUNS_PER_LEVEL },
    );
  });

  it('is deterministic for a given random source', () => {
    const first = Math.floor(cells / 2);
    const a = generateBoard(level, first, createSeededRandom('same seed'));
    const b = generateBoard(level, first, createSeededRandom('same seed'));
    const c = generateBoard(level, first, createSeededRandom('another seed'));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

describe('generateBoard input checks', () => {
  it('refuses a first cell off the board', () => {
    expect(() => generateBoard({ width: 9, height: 9, mines: 10 }, 81, createSeededRandom('x'))).toThrow();
    expect(() => generateBoard({ width: 9, height: 9, mines: 10 }, -1, createSeededRandom('x'))).toThrow();
  });

  it('refuses more mines than fit outside the first click', () => {
    expect(() => generateBoard({ width: 4, height: 4, mines: 8 }, 5, createSeededRandom('x'))).toThrow();
  });

  it('handles corner and edge first clicks', () => {
    const level = LEVELS[2]!;
    for (const first of [0, level.width - 1, level.width * level.height - 1, level.width * 5]) {
      const mines = generateBoard(level, first, createSeededRandom(`corner ${first}`));
      expect(solveBoard(level, mines, first).solved).toBe(true);
    }
  });
});
