import { describe, expect, it } from 'vitest';
import { parsePuzzle, type QueenieBoard } from '@/lib/games/queenie/board';
import { applyMove, initialGrid } from '@/lib/games/queenie/moves';
import {
  cellLabel,
  initialQueenieState,
  markXs,
  marksOf,
  nextMark,
  parseQueenieState,
  queenieMoves,
  queenieReady,
  setMark,
  type QueenieState,
} from './queenie-state';

// A generated 6x6 puzzle (also in lib/games/queenie/hint.test.ts) and its one solution.
const PUZZLE = 'aabbcd/aabbbd/abbbdd/abeedd/eeeeed/feeedd';
const SOLUTION = [4, 7, 15, 23, 26, 30]; // r1c5, r2c2, r3c4, r4c6, r5c3, r6c1
const board = parsePuzzle(PUZZLE) as QueenieBoard;

const withQueens = (cells: readonly number[], autoX = false) =>
  cells.reduce<QueenieState>((s, cell) => setMark(s, board, cell, 'Q', autoX), initialQueenieState(board));

describe('queenie view state', () => {
  it('starts empty and cycles a cell empty -> x -> queen -> empty', () => {
    const s = initialQueenieState(board);
    expect(s.grid).toBe(initialGrid(PUZZLE));
    expect(['.', 'x', 'Q'].map((m) => nextMark(m as '.' | 'x' | 'Q'))).toEqual(['x', 'Q', '.']);
  });

  it('auto-X marks the empty cells a queen rules out, and taking the queen away clears them again', () => {
    let s = setMark(initialQueenieState(board), board, 35, 'x', false); // the player's own x at r6c6
    s = setMark(s, board, 0, 'Q', true); // r1c1, region a
    const marks = marksOf(s, board);
    // Row 1, column 1, region a and the touching r2c2 are x; r2c3 (region b, not touching) is not.
    for (const cell of [1, 2, 3, 4, 5, 6, 7, 12, 18, 24, 30]) expect(marks[cell]).toBe('x');
    expect(marks[8]).toBe('.');
    expect(s.auto).not.toContain(35);

    s = setMark(s, board, 0, '.', true);
    expect(marksOf(s, board).filter((m) => m === 'x')).toHaveLength(1); // only the player's r6c6
    expect(s.auto).toEqual([]);
  });

  it('keeps an auto x another queen still rules out when one queen goes', () => {
    let s = withQueens([0, 35], true); // r1c1 and r6c6 both rule out r1c6 (row 1 / column 6)
    s = setMark(s, board, 0, '.', true);
    const marks = marksOf(s, board);
    expect(marks[5]).toBe('x'); // r1c6: column of the r6c6 queen
    expect(marks[1]).toBe('.'); // r1c2: only the first queen ruled it out
  });

  it('without auto-X, a queen leaves the other cells alone', () => {
    const s = withQueens([0]);
    expect(marksOf(s, board).filter((m) => m !== '.')).toHaveLength(1);
  });

  it('a drag marks x on the empty cells only, as one change', () => {
    const s = markXs(withQueens([0]), board, [0, 1, 2]);
    expect(marksOf(s, board).slice(0, 3)).toEqual(['Q', 'x', 'x']);
    expect(markXs(s, board, [0, 1])).toBe(s);
  });

  it('is ready only with N queens and no conflict; its moves replay to the same grid with the engine', () => {
    const two = withQueens([0, 7]); // touching diagonally
    expect(queenieReady(board, two)).toBe(false);
    const solved = markXs(withQueens(SOLUTION), board, [0]);
    expect(queenieReady(board, solved)).toBe(true);
    const replayed = queenieMoves(board, solved).reduce<string | null>(
      (grid, move) => (grid ? applyMove(PUZZLE, grid, move) : null),
      initialGrid(PUZZLE),
    );
    expect(replayed).toBe(solved.grid);
    expect(queenieMoves(board, solved)).toContainEqual({ cell: 0, mark: 'x' });
    // Six queens, but two share row 1: not ready.
    expect(queenieReady(board, withQueens([0, 4, 15, 23, 26, 30]))).toBe(false);
  });

  it('accepts a stored state only when it fits the board', () => {
    const s = withQueens([0], true);
    expect(parseQueenieState(JSON.parse(JSON.stringify(s)), board)).toEqual(s);
    expect(parseQueenieState({ grid: s.grid.slice(1), auto: [] }, board)).toBeNull();
    expect(parseQueenieState({ grid: s.grid, auto: [0] }, board)).toBeNull(); // r1c1 holds a queen, not an x
    expect(parseQueenieState({ grid: s.grid }, board)).toBeNull();
    expect(parseQueenieState(null, board)).toBeNull();
  });

  it('labels a cell with its row, column, region, mark, conflict and hint', () => {
    expect(cellLabel(board, 'Q', 14, { conflict: false, hint: false })).toBe('row 3, column 3, region B, queen');
    expect(cellLabel(board, 'x', 30, { conflict: true, hint: true })).toBe('row 6, column 1, region F, marked empty, conflict, hint');
  });
});
