import { describe, expect, it } from 'vitest';
import { engine as sudokuEngine } from './index';
import { EASY_PUZZLE, EASY_SOLUTION } from './test-puzzles';

const write = (grid: string, cell: number, ch: string) => grid.slice(0, cell) + ch + grid.slice(cell + 1);
const empties = [...EASY_PUZZLE].flatMap((c, i) => (c === '.' ? [i] : []));
const wrongDigit = (cell: number) => String((Number(EASY_SOLUTION[cell]) % 9) + 1);
const mistakes = (grid: string) => sudokuEngine.mistakes!(EASY_PUZZLE, grid, EASY_SOLUTION);

describe('sudoku show mistakes', () => {
  it('finds nothing on a fresh grid, a partly right one or the solution', () => {
    expect(mistakes(EASY_PUZZLE)).toEqual([]);
    const [a = 0, b = 0] = empties;
    expect(mistakes(write(write(EASY_PUZZLE, a, EASY_SOLUTION[a]!), b, EASY_SOLUTION[b]!))).toEqual([]);
    expect(mistakes(EASY_SOLUTION)).toEqual([]);
  });

  it('names exactly the cells whose entry differs from the solution, in order, and nothing about empty cells', () => {
    const [a = 0, b = 0, c = 0, d = 0] = empties;
    let grid = write(EASY_PUZZLE, d, wrongDigit(d));
    grid = write(grid, a, wrongDigit(a));
    grid = write(grid, b, EASY_SOLUTION[b]!); // right: not a mistake
    expect(mistakes(grid)).toEqual([a, d]);
    expect(mistakes(grid)).not.toContain(c); // empty: never a mistake
    // Erased again, the cell is no longer a mistake.
    expect(mistakes(write(grid, a, '.'))).toEqual([d]);
  });

  it('answers a grid that is not this puzzle with no cells (givens changed, bad shape)', () => {
    const given = [...EASY_PUZZLE].findIndex((c) => c !== '.');
    expect(mistakes(write(EASY_PUZZLE, given, wrongDigit(given)))).toEqual([]);
    expect(mistakes('junk')).toEqual([]);
  });

  it('marks every entered cell of a grid where every entry is wrong', () => {
    const shifted = [...EASY_SOLUTION].map((c, i) => (EASY_PUZZLE[i] === '.' ? wrongDigit(i) : c)).join('');
    expect(mistakes(shifted)).toEqual(empties);
  });
});
