import { describe, expect, it } from 'vitest';
import { parsePuzzle } from './board';
import { CandidateGrid } from './candidates';
import { gradePuzzle, levelFor } from './grade';
import { parseSolution } from './grid';
import { solveByDeduction } from './solver';

// A hard 9x9 from our generator (seeded): it needs a "2 in 2" (tier 4) step.
const HARD = 'abbbbbccc/addebbccc/addebcccc/aaccccffc/aaaccccff/aaaccgccf/ahahggccf/ahhhgggcf/ahggggicf';
const HARD_SOLUTION = '....Q..../.Q......./...Q...../Q......../........Q/.....Q.../.......Q./..Q....../......Q..';

describe('solveByDeduction', () => {
  it('solves a hard puzzle with every tier, onto its solution', () => {
    const solve = solveByDeduction(parsePuzzle(HARD)!);
    expect(solve.solved).toBe(true);
    expect(solve.hardestTier).toBeGreaterThanOrEqual(4);
    expect(solve.grid.queens()).toEqual(parseSolution(HARD_SOLUTION, 9));
    expect(solve.steps.some((s) => s.tier >= 4)).toBe(true);
  });

  it('gets stuck, without guessing, when the tiers it needs are not allowed', () => {
    const solve = solveByDeduction(parsePuzzle(HARD)!, 3);
    expect(solve.solved).toBe(false);
    expect(solve.steps.every((s) => s.tier <= 3)).toBe(true);
    expect(solve.grid.hasContradiction()).toBe(false);
  });

  it('never finishes a puzzle with several solutions', () => {
    const solve = solveByDeduction(parsePuzzle('aaaaaa/bbbbbb/cccccc/dddddd/eeeeee/ffffff')!);
    expect(solve.solved).toBe(false);
    expect(solve.steps).toHaveLength(0);
  });

  it('continues from given marks', () => {
    const board = parsePuzzle(HARD)!;
    const start = new CandidateGrid(board);
    for (const q of parseSolution(HARD_SOLUTION, 9)!.slice(0, 8)) start.placeQueen(q);
    const solve = solveByDeduction(board, 1, start);
    expect(solve.solved).toBe(true);
    expect(solve.steps).toHaveLength(1);
    expect(start.queens()).toHaveLength(8); // the start grid itself is left as it was
  });
});

describe('CandidateGrid.hasContradiction', () => {
  it('is true when a group has neither a queen nor a possible cell', () => {
    const g = new CandidateGrid(parsePuzzle('aaaaaa/bbbbbb/cccccc/dddddd/eeeeee/ffffff')!);
    expect(g.hasContradiction()).toBe(false);
    for (let c = 0; c < 6; c++) g.eliminate(c * 6 + 2);
    expect(g.hasContradiction()).toBe(true);
  });
});

describe('grading', () => {
  it('maps size and hardest tier to exactly one level, or none', () => {
    expect(levelFor(6, 1)).toBe('easy');
    expect(levelFor(7, 2)).toBe('easy');
    expect(levelFor(7, 3)).toBeNull();
    expect(levelFor(8, 1)).toBeNull();
    expect(levelFor(8, 2)).toBeNull(); // a Medium needs a blocking cell, which no Easy does
    expect(levelFor(8, 3)).toBe('medium');
    expect(levelFor(8, 4)).toBeNull();
    expect(levelFor(9, 3)).toBeNull();
    expect(levelFor(10, 5)).toBe('hard');
  });

  it('grades a served puzzle at its level and an unsolvable board at none', () => {
    expect(gradePuzzle(parsePuzzle(HARD)!)).toBe('hard');
    expect(gradePuzzle(parsePuzzle('aaaaaa/bbbbbb/cccccc/dddddd/eeeeee/ffffff')!)).toBeNull();
  });
});
