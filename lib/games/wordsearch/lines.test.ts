import { describe, expect, it } from 'vitest';
import { parseWordsearch } from './format';
import { lettersOf, lineCells, matchSelection, snapEnd } from './lines';

// C A T S      cells  0  1  2  3
// O X O Q             4  5  6  7
// W N G D             8  9 10 11
// K Y E V            12 13 14 15
const puzzle = parseWordsearch('CATS/OXOQ/WNGD/KYEV:CAT,COW,GOT,SON:Animals')!;
const size5 = { width: 5, height: 5 };

describe('lineCells', () => {
  it('lists the cells along a row, a column and both diagonals, either way', () => {
    expect(lineCells(puzzle, 0, 3)).toEqual([0, 1, 2, 3]);
    expect(lineCells(puzzle, 3, 0)).toEqual([3, 2, 1, 0]);
    expect(lineCells(puzzle, 1, 13)).toEqual([1, 5, 9, 13]);
    expect(lineCells(puzzle, 0, 15)).toEqual([0, 5, 10, 15]);
    expect(lineCells(puzzle, 12, 3)).toEqual([12, 9, 6, 3]);
    expect(lineCells(puzzle, 6, 6)).toEqual([6]);
  });

  it('refuses cells off every line and off the board', () => {
    expect(lineCells(puzzle, 0, 6)).toBeNull();
    expect(lineCells(puzzle, 0, 16)).toBeNull();
    expect(lineCells(puzzle, -1, 2)).toBeNull();
    expect(lineCells(puzzle, 0.5, 2)).toBeNull();
  });
});

describe('snapEnd', () => {
  it('keeps an end already on a line', () => {
    expect(snapEnd(size5, 0, 4)).toBe(4);
    expect(snapEnd(size5, 0, 24)).toBe(24);
    expect(snapEnd(size5, 20, 4)).toBe(4);
  });

  it('snaps a drag a little off a diagonal or a row to the nearest of the eight directions', () => {
    // From r0c0 towards r3c4: nearer the diagonal than the row; as long as the drag, it ends at r4c4.
    expect(snapEnd(size5, 0, 19)).toBe(24);
    // From r0c0 towards r1c4: nearly the row.
    expect(snapEnd(size5, 0, 9)).toBe(4);
    // From r4c4 towards r0c3: nearly straight up.
    expect(snapEnd(size5, 24, 3)).toBe(4);
  });

  it('keeps the snapped end on the board', () => {
    // From r2c3 towards r4c4 snaps to down-right, which leaves the board after one step.
    expect(snapEnd(size5, 13, 24)).toBe(19);
  });

  it('stays put for the start cell itself or a cell off the board', () => {
    expect(snapEnd(size5, 12, 12)).toBe(12);
    expect(snapEnd(size5, 12, 25)).toBe(12);
  });
});

describe('matchSelection', () => {
  it('finds the listed word a selection spells, from either end', () => {
    expect(lettersOf(puzzle, lineCells(puzzle, 0, 2)!)).toBe('CAT');
    expect(matchSelection(puzzle, '0000', 0, 2)).toBe(0);
    expect(matchSelection(puzzle, '0000', 2, 0)).toBe(0);
    expect(matchSelection(puzzle, '0000', 0, 8)).toBe(1);
    expect(matchSelection(puzzle, '0000', 10, 2)).toBe(2);
    expect(matchSelection(puzzle, '0000', 2, 10)).toBe(2);
    expect(matchSelection(puzzle, '0000', 3, 9)).toBe(3);
    expect(matchSelection(puzzle, '0000', 9, 3)).toBe(3);
  });

  it('finds nothing for a wrong selection, a word found already or a single cell', () => {
    expect(matchSelection(puzzle, '0000', 0, 3)).toBe(-1); // CATS
    expect(matchSelection(puzzle, '0000', 0, 1)).toBe(-1); // CA
    expect(matchSelection(puzzle, '0000', 0, 6)).toBe(-1); // not a line
    expect(matchSelection(puzzle, '1000', 0, 2)).toBe(-1);
    expect(matchSelection(puzzle, '0000', 0, 0)).toBe(-1);
    expect(matchSelection(puzzle, '0000', 0, 99)).toBe(-1);
  });
});
