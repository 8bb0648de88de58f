import { describe, expect, it } from 'vitest';
import { applyMove, initialGrid, isSolved, queenieMoveSchema } from './moves';
import { formatGrid, parseGrid, parseSolution, solutionGrid } from './grid';

const PUZZLE = 'aaaaaa/bbbbbb/cccccc/dddddd/eeeeee/ffffff';
const EMPTY_GRID = '....../....../....../....../....../......';
// A valid arrangement for any board: columns 1, 3, 5, 0, 2, 4.
const SOLUTION = '.Q..../...Q../.....Q/Q...../..Q.../....Q.';

describe('queenieMoveSchema', () => {
  it('accepts a cell with a queen, an x or null', () => {
    expect(queenieMoveSchema.parse({ cell: 0, mark: 'queen' })).toEqual({ cell: 0, mark: 'queen' });
    expect(queenieMoveSchema.parse({ cell: 99, mark: 'x' })).toEqual({ cell: 99, mark: 'x' });
    expect(queenieMoveSchema.parse({ cell: 5, mark: null })).toEqual({ cell: 5, mark: null });
  });

  it.each([
    { cell: -1, mark: 'x' },
    { cell: 100, mark: 'x' },
    { cell: 1.5, mark: 'x' },
    { cell: '3', mark: 'x' },
    { cell: 3, mark: 'Q' },
    { cell: 3 },
    { cell: 3, mark: 'x', extra: 1 },
    null,
  ])('rejects %j', (value) => {
    expect(queenieMoveSchema.safeParse(value).success).toBe(false);
  });
});

describe('initialGrid and applyMove', () => {
  it('starts every cell empty, in the puzzle shape', () => {
    expect(initialGrid(PUZZLE)).toBe(EMPTY_GRID);
    expect(initialGrid('nonsense')).toBe('');
  });

  it('sets a queen, an x, and clears a cell', () => {
    const queen = applyMove(PUZZLE, EMPTY_GRID, { cell: 7, mark: 'queen' });
    expect(queen).toBe('....../.Q..../....../....../....../......');
    const x = applyMove(PUZZLE, queen!, { cell: 35, mark: 'x' });
    expect(x).toBe('....../.Q..../....../....../....../.....x');
    expect(applyMove(PUZZLE, x!, { cell: 7, mark: null })).toBe('....../....../....../....../....../.....x');
    expect(applyMove(PUZZLE, x!, { cell: 7, mark: 'x' })).toBe('....../.x..../....../....../....../.....x');
  });

  it('refuses a cell off the board, a malformed grid or puzzle', () => {
    expect(applyMove(PUZZLE, EMPTY_GRID, { cell: 36, mark: 'x' })).toBeNull();
    expect(applyMove(PUZZLE, EMPTY_GRID, { cell: -1, mark: 'x' })).toBeNull();
    expect(applyMove(PUZZLE, EMPTY_GRID, { cell: 2.5, mark: 'x' })).toBeNull();
    expect(applyMove(PUZZLE, EMPTY_GRID.slice(1), { cell: 0, mark: 'x' })).toBeNull();
    expect(applyMove(PUZZLE, EMPTY_GRID.replace('.', 'q'), { cell: 0, mark: 'x' })).toBeNull();
    expect(applyMove('abc', EMPTY_GRID, { cell: 0, mark: 'x' })).toBeNull();
  });
});

describe('isSolved', () => {
  it('is true when the queens are exactly the solution, whatever the x marks', () => {
    expect(isSolved(PUZZLE, SOLUTION, SOLUTION)).toBe(true);
    expect(isSolved(PUZZLE, SOLUTION.replace('.Q....', 'xQxxxx'), SOLUTION)).toBe(true);
  });

  it('is false with a queen missing, moved or extra', () => {
    expect(isSolved(PUZZLE, SOLUTION.replace('.Q....', '......'), SOLUTION)).toBe(false);
    expect(isSolved(PUZZLE, SOLUTION.replace('.Q....', 'Q.....'), SOLUTION)).toBe(false);
    expect(isSolved(PUZZLE, SOLUTION.replace('.Q....', 'QQ....'), SOLUTION)).toBe(false);
    expect(isSolved(PUZZLE, EMPTY_GRID, SOLUTION)).toBe(false);
  });

  it('is false for malformed inputs', () => {
    expect(isSolved(PUZZLE, SOLUTION, 'Q')).toBe(false);
    expect(isSolved('x', SOLUTION, SOLUTION)).toBe(false);
  });
});

describe('grid texts', () => {
  it('round-trips marks and builds solutions from queen cells', () => {
    const marks = parseGrid('Qx..../....../....../....../....../......', 6)!;
    expect(marks.slice(0, 3)).toEqual(['Q', 'x', '.']);
    expect(formatGrid(marks, 6)).toBe('Qx..../....../....../....../....../......');
    expect(solutionGrid([1, 9, 17, 18, 26, 34], 6)).toBe(SOLUTION);
    expect(parseSolution(SOLUTION, 6)).toEqual([1, 9, 17, 18, 26, 34]);
    expect(parseSolution(SOLUTION.replace('Q', 'x'), 6)).toBeNull();
  });
});
