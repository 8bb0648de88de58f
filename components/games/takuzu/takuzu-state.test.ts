import { describe, expect, it } from 'vitest';
import { applyMove } from '@/lib/games/takuzu/client';
import { boardMarks, lineSummary } from './takuzu-marks';
import { cellLabel, cycle, initialTakuzuState, parseTakuzuState, setCell, takuzuMoves, takuzuReady } from './takuzu-state';

// A 6x6 easy puzzle from the engine's generator, and its solution.
const PUZZLE = '1...00/11..00/..0.../0....1/...0../00..11';
const SOLUTION = '101100/110100/010011/001101/110010/001011';
// The board marks read any even size: 4x4 keeps those cases short.
const SMALL = '1.../..0./..../...1';

describe('takuzu view state', () => {
  it('cycles forward empty -> 0 -> 1 -> empty and backward the other way', () => {
    expect([cycle('.', 1), cycle('0', 1), cycle('1', 1)]).toEqual(['0', '1', '.']);
    expect([cycle('.', -1), cycle('1', -1), cycle('0', -1)]).toEqual(['1', '0', '.']);
  });

  it('sets a cell by index, skipping the row separators, and never a given', () => {
    const start = initialTakuzuState(PUZZLE);
    expect(setCell(start, PUZZLE, 8, '1').grid).toBe('1...00/111.00/..0.../0....1/...0../00..11');
    expect(setCell(start, PUZZLE, 0, '0')).toBe(start); // a given 1
    expect(setCell(start, PUZZLE, 14, '1')).toBe(start); // a given 0
    expect(setCell(start, PUZZLE, 1, '.')).toBe(start); // unchanged
  });

  it('turns the state into engine moves that replay to the same grid', () => {
    let state = initialTakuzuState(PUZZLE);
    state = setCell(state, PUZZLE, 1, '0');
    state = setCell(state, PUZZLE, 35, '0'); // a given: ignored
    state = setCell(state, PUZZLE, 12, '0');
    const moves = takuzuMoves(PUZZLE, state);
    expect(moves).toEqual([
      { cell: 1, value: '0' },
      { cell: 12, value: '0' },
    ]);
    const replayed = moves.reduce<string | null>((grid, move) => (grid === null ? null : applyMove(PUZZLE, grid, move)), PUZZLE);
    expect(replayed).toBe(state.grid);
  });

  it('is ready to submit only when full and breaking no rule', () => {
    expect(takuzuReady(PUZZLE, initialTakuzuState(PUZZLE))).toBe(false);
    expect(takuzuReady(PUZZLE, { grid: SOLUTION })).toBe(true);
    // Row 2 a copy of row 1: full, every row balanced, but two rows alike.
    expect(takuzuReady(PUZZLE, { grid: '101100/101100/010011/001101/110010/001011' })).toBe(false);
  });

  it('accepts a stored state only when it keeps this puzzle’s size and givens', () => {
    expect(parseTakuzuState({ grid: SOLUTION }, PUZZLE)).toEqual({ grid: SOLUTION });
    expect(parseTakuzuState({ grid: '0' + SOLUTION.slice(1) }, PUZZLE)).toBeNull(); // a given changed
    expect(parseTakuzuState({ grid: '1010/0101/1001/0110' }, PUZZLE)).toBeNull();
    expect(parseTakuzuState(SOLUTION, PUZZLE)).toBeNull();
    expect(parseTakuzuState(null, PUZZLE)).toBeNull();
  });

  it('labels each cell with its place, value, and whether it is given, broken or hinted', () => {
    const state = setCell(initialTakuzuState(PUZZLE), PUZZLE, 1, '1');
    expect(cellLabel(PUZZLE, state, 14, { broken: false, hint: false })).toBe('row 3, column 3, 0, given');
    expect(cellLabel(PUZZLE, state, 1, { broken: true, hint: true })).toBe('row 1, column 2, 1, rule broken, hint');
    expect(cellLabel(PUZZLE, state, 2, { broken: false, hint: false })).toBe('row 1, column 3, empty');
  });
});

describe('takuzu board marks', () => {
  it('counts each row and column', () => {
    const marks = boardMarks(SMALL, 'instant');
    expect(marks?.lines.map((l) => [l.zeros, l.ones])).toEqual([
      [0, 1],
      [1, 0],
      [0, 0],
      [0, 1],
      [0, 1],
      [0, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(marks && lineSummary(marks, 0)).toBe('Row 1: 2 zeros to place, 1 one to place');
    expect(marks && lineSummary(marks, 2)).toBe('Row 3: 2 zeros to place, 2 ones to place');
  });

  it('marks three in a row and too many of one at once, or only when the line is full', () => {
    const grid = '111./..0./..../...1';
    const now = boardMarks(grid, 'instant');
    expect([...(now?.broken ?? [])].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    expect(now?.lines[0]?.problems).toEqual(['three 1s in a row', 'too many 1s']);
    expect(now && lineSummary(now, 0)).toBe('Row 1: 2 zeros to place, 1 one too many; three 1s in a row, too many 1s');
    const done = boardMarks('1010/..../..../....', 'instant');
    expect(done && lineSummary(done, 0)).toBe('Row 1: all zeros placed, all ones placed');
    expect(boardMarks(grid, 'full-lines')?.broken.size).toBe(0);
    const full = boardMarks('1110/..0./..../...1', 'full-lines');
    expect([...(full?.broken ?? [])]).toEqual([0, 1, 2]);
  });

  it('marks identical complete lines of a kind, naming the other one', () => {
    const marks = boardMarks('1010/0101/1010/0101', 'full-lines');
    expect(marks?.lines[0]?.problems).toEqual(['same as row 3']);
    expect(marks?.lines[4]?.problems).toEqual(['same as column 3']);
    expect(marks?.broken.size).toBe(16);
  });
});
