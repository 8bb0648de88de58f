import { describe, expect, it } from 'vitest';
import { findHint } from './hint';
import { applyMove, initialGrid } from './moves';

// Puzzles from our generator (seeded), kept here so the expected hints are fixed.
const EASY = 'aabbcd/aabbbd/abbbdd/abeedd/eeeeed/feeedd';
const EASY_SOLUTION = '....Q./.Q..../...Q../.....Q/..Q.../Q.....';
const MEDIUM = 'aaaabbcc/aaaabbbc/aabbbddd/eeebdddf/eeeegddd/eggeggdg/eggggggg/ehgggggg';
const MEDIUM_SOLUTION = '......Q./..Q...../....Q.../.......Q/.....Q../Q......./...Q..../.Q......';

function withMarks(puzzle: string, marks: Record<number, 'queen' | 'x'>): string {
  let grid = initialGrid(puzzle);
  for (const [cell, mark] of Object.entries(marks)) {
    grid = applyMove(puzzle, grid, { cell: Number(cell), mark }) as string;
  }
  return grid;
}

describe('hint', () => {
  it('is null once solved, x marks or not', () => {
    expect(findHint(EASY, EASY_SOLUTION, EASY_SOLUTION)).toBeNull();
    expect(findHint(EASY, EASY_SOLUTION.replace('....Q.', 'xxxxQx'), EASY_SOLUTION)).toBeNull();
  });

  it('names the easiest deduction on an empty grid, with its cell', () => {
    expect(findHint(EASY, initialGrid(EASY), EASY_SOLUTION)).toEqual({
      technique: 'Only cell',
      message: 'Look at the pale green region: its queen can only go in the highlighted cell',
      cells: [4],
    });
  });

  it('moves on once the player made that deduction, counting the eliminations of the queens', () => {
    const grid = withMarks(EASY, { 4: 'queen', 30: 'queen' });
    // With C and F placed (and nothing marked x), region A is down to r2c2.
    expect(findHint(EASY, grid, EASY_SOLUTION)).toMatchObject({
      message: 'Look at the apricot region: its queen can only go in the highlighted cell',
      cells: [7],
    });
  });

  it('names an elimination and the cells it clears', () => {
    const grid = withMarks(MEDIUM, { 31: 'queen', 6: 'queen', 57: 'queen' });
    expect(findHint(MEDIUM, grid, MEDIUM_SOLUTION)).toEqual({
      technique: 'Region in one line',
      message: 'The lavender region lies only in column 6: no other cell of column 6 can hold a queen',
      cells: [45, 53],
    });
  });

  it('takes x marks into account', () => {
    const grid = withMarks(MEDIUM, { 31: 'queen', 6: 'queen', 57: 'queen', 45: 'x', 53: 'x' });
    expect(findHint(MEDIUM, grid, MEDIUM_SOLUTION)?.message).not.toContain('The lavender region lies only in column 6');
  });

  it('points out a wrong queen before any deduction, with the queen it clashes with', () => {
    // r1c5 is right; r2c4 touches it and is not in the solution.
    const grid = withMarks(EASY, { 4: 'queen', 9: 'queen' });
    expect(findHint(EASY, grid, EASY_SOLUTION)).toEqual({
      technique: 'Wrong queen',
      message: 'The queen in the fourth cell of row 2 touches another queen: remove it',
      cells: [9, 4],
    });
  });

  it('points out a wrong queen that clashes with nothing', () => {
    const grid = withMarks(EASY, { 0: 'queen' });
    expect(findHint(EASY, grid, EASY_SOLUTION)).toEqual({
      technique: 'Wrong queen',
      message: 'The queen in the first cell of row 1 is not part of the solution: remove it',
      cells: [0],
    });
  });

  it('names a shared row, column or region', () => {
    expect(findHint(EASY, withMarks(EASY, { 4: 'queen', 0: 'queen' }), EASY_SOLUTION)?.message).toBe(
      'The queen in the first cell of row 1 shares its row with another queen: remove it',
    );
    expect(findHint(EASY, withMarks(EASY, { 7: 'queen', 25: 'queen' }), EASY_SOLUTION)?.message).toBe(
      'The queen in the second cell of row 5 shares its column with another queen: remove it',
    );
  });

  it('points out an x on a solution cell', () => {
    const grid = withMarks(EASY, { 4: 'x' });
    expect(findHint(EASY, grid, EASY_SOLUTION)).toEqual({
      technique: 'Wrong x',
      message: 'The x in the fifth cell of row 1 is wrong: that cell holds a queen, so clear it',
      cells: [4],
    });
  });

  it('is null for malformed input', () => {
    expect(findHint('nope', initialGrid(EASY), EASY_SOLUTION)).toBeNull();
    expect(findHint(EASY, 'nope', EASY_SOLUTION)).toBeNull();
  });
});
