import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_RULES, MINE, UNKNOWN, solveBoard, type SolverRules } from './solver';
import { drawnBoard } from './test-boards';
import { runs } from '@/tests/support/property-runs';

const NONE: SolverRules = { subset: false, overlap: false, global: false };

function solveDrawn(rows: string[], rules: SolverRules) {
  const board = drawnBoard(rows);
  return { board, result: solveBoard(board.size, board.mines, board.start, rules) };
}

/** Every settled cell agrees with the board: mines are mines, numbers are the true counts. */
function expectTruthful(rows: string[], rules: SolverRules) {
  const { board, result } = solveDrawn(rows, rules);
  result.known.forEach((state, cell) => {
    if (state === MINE) expect(board.mines).toContain(cell);
    else if (state !== UNKNOWN) expect(board.mines).not.toContain(cell);
  });
  return result;
}

describe('single-constraint rule', () => {
  it('opens the neighbours of a satisfied number and marks a number with as many hidden cells as mines', () => {
    // The zero at S opens its neighbour, whose 1 has one hidden neighbour left: the mine.
    const rows = ['S..*'];
    const result = expectTruthful(rows, NONE);
    expect(result.solved).toBe(true);
    expect(result.known[3]).toBe(MINE);
    expect(result.uses.single).toBeGreaterThan(0);
  });

  it('flood-fills a zero area and marks mines in two dimensions', () => {
    const rows = ['S...', '....', '...*', '..**'];
    const result = expectTruthful(rows, NONE);
    expect(result.solved).toBe(true);
    expect([...result.known].filter((s) => s === MINE)).toHaveLength(3);
  });
});

describe('subset rule', () => {
  // 1 at r0c2 sees {r0c1, r1c1}; 2 at r1c2 sees the same plus r2c1 and the found mine r2c2.
  // So {r0c1, r1c1} holds 1 and {r0c1, r1c1, r2c1} holds 1: r2c1 is safe.
  const rows = ['**..S', '.....', '..*..'];

  it('needs subset reasoning, and solves with it', () => {
    expect(solveDrawn(rows, NONE).result.solved).toBe(false);
    expect(solveDrawn(rows, { ...ALL_RULES, subset: false }).result.solved).toBe(false);
    const result = expectTruthful(rows, { ...NONE, subset: true });
    expect(result.solved).toBe(true);
    expect(result.uses.subset).toBeGreaterThan(0);
  });

  it('is stuck exactly where the subset rule is needed', () => {
    const { result } = solveDrawn(rows, NONE);
    expect(result.known[11]).toBe(UNKNOWN); // r2c1, the cell the subset rule clears
    expect(result.known[12]).toBe(MINE);
  });
});

describe('overlap rule', () => {
  const rows = ['*.S..', '*...*', '.*.*.'];

  it('needs overlap reasoning beyond subsets, and solves with it', () => {
    expect(solveDrawn(rows, { ...NONE, subset: true }).result.solved).toBe(false);
    const result = expectTruthful(rows, { ...NONE, subset: true, overlap: true });
    expect(result.solved).toBe(true);
    expect(result.uses.overlap).toBeGreaterThan(0);
  });
});

describe('global rule (the total mine count)', () => {
  it('clears every cell outside a set that holds all the remaining mines', () => {
    // The 1 at S sees five hidden cells holding the board's only mine: the rest of the board is safe.
    const rows = ['..*', '..S', '...', '...'];
    expect(solveDrawn(rows, { ...ALL_RULES, global: false }).result.solved).toBe(false);
    const result = expectTruthful(rows, { ...NONE, global: true });
    expect(result.solved).toBe(true);
    expect(result.uses.global).toBeGreaterThan(0);
  });

  it('settles cells out of reach of every number when the count leaves no choice', () => {
    // Two disjoint sets: the 1s near S; the count also settles the cells no number sees.
    const rows = ['...S.', '..*..', '.....'];
    expect(solveDrawn(rows, { ...ALL_RULES, global: false }).result.solved).toBe(false);
    expect(expectTruthful(rows, ALL_RULES).solved).toBe(true);
  });

  it('marks the remaining cells as mines when they are as many as the mines left', () => {
    // The 1 finds the mine at c2; no number sees c3, but one mine is left for one hidden cell.
    const rows = ['S.**'];
    expect(solveDrawn(rows, NONE).result.solved).toBe(false);
    const result = expectTruthful(rows, { ...NONE, global: true });
    expect(result.solved).toBe(true);
    expect(result.known[3]).toBe(MINE);
  });

  it('clears the remaining cells when no mine is left', () => {
    const rows = ['S.*.'];
    expect(solveDrawn(rows, NONE).result.solved).toBe(false);
    const result = expectTruthful(rows, { ...NONE, global: true });
    expect(result.solved).toBe(true);
    expect(result.known[3]).toBe(1); // opened: the 1 beside the mine
  });
});

describe('no guessing', () => {
  it('stops at a 50/50 and reports the stuck set', () => {
    const rows = ['S.*', '...'];
    const { result } = solveDrawn(rows, ALL_RULES);
    expect(result.solved).toBe(false);
    expect(result.known[2]).toBe(UNKNOWN);
    expect(result.known[5]).toBe(UNKNOWN);
    expect(result.stuck).toContainEqual({ cells: [2, 5], mines: 1 });
  });

  it('never opens a mine nor marks a safe cell on random boards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 2, max: 8 }),
        fc.array(fc.nat(4), { minLength: 64, maxLength: 64 }),
        fc.nat(),
        (width, height, draws, startPick) => {
          const cells = width * height;
          // About one cell in five is a mine, near the classic densities.
          const mines = draws.slice(0, cells).flatMap((d, i) => (d === 0 ? [i] : []));
          const safe = [...Array(cells).keys()].filter((c) => !mines.includes(c));
          if (mines.length === 0 || safe.length === 0) return;
          const start = safe[startPick % safe.length]!;
          // The probe throws if a mine is opened; settled mines must be real mines.
          const result = solveBoard({ width, height, mines: mines.length }, mines, start);
          result.known.forEach((state, cell) => {
            if (state === MINE) expect(mines).toContain(cell);
            else if (state !== UNKNOWN) expect(mines).not.toContain(cell);
          });
          if (result.solved) expect(result.stuck).toEqual([]);
        },
      ),
      { numRuns: runs(500) },
    );
  });
});
