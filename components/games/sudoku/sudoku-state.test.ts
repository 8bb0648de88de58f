import { describe, expect, it } from 'vitest';
import { bit } from '@/lib/games/sudoku/grid';
import { applySudokuMove } from '@/lib/games/sudoku/moves';
import {
  cellLabel,
  eraseCell,
  fillAutoNotes,
  initialSudokuState,
  parseSudokuState,
  placeDigit,
  sudokuMoves,
  sudokuReady,
  toggleNote,
} from './sudoku-state';

// A solved grid and a puzzle made from it by emptying cells (row 1 keeps only its first digit).
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const PUZZLE = `5........${SOLUTION.slice(9, 72)}.........`;
const none = { conflict: false, hint: false };

describe('sudoku view state', () => {
  it('placing a digit clears its own notes and removes it from the notes of its row, column and box', () => {
    let s = initialSudokuState(PUZZLE);
    s = toggleNote(s, PUZZLE, 1, 3); // r1c2, same row as r1c3
    s = toggleNote(s, PUZZLE, 1, 7);
    s = toggleNote(s, PUZZLE, 2, 4); // r1c3 itself
    s = toggleNote(s, PUZZLE, 80, 3); // r9c9: no unit shared with r1c3
    s = placeDigit(s, PUZZLE, 2, 3);
    expect(s.grid[2]).toBe('3');
    expect(s.notes[2]).toBe(0);
    expect(s.notes[1]).toBe(bit(7));
    expect(s.notes[80]).toBe(bit(3));
  });

  it('never changes a given, and does nothing for a no-op', () => {
    const s = initialSudokuState(PUZZLE);
    expect(placeDigit(s, PUZZLE, 0, 9)).toBe(s);
    expect(eraseCell(s, PUZZLE, 0)).toBe(s);
    expect(toggleNote(s, PUZZLE, 0, 1)).toBe(s);
    expect(eraseCell(s, PUZZLE, 1)).toBe(s); // empty, no notes
    const placed = placeDigit(s, PUZZLE, 1, 3);
    expect(placeDigit(placed, PUZZLE, 1, 3)).toBe(placed);
  });

  it('erases a digit first, then the notes; notes need an empty cell', () => {
    let s = toggleNote(initialSudokuState(PUZZLE), PUZZLE, 1, 5);
    s = placeDigit(s, PUZZLE, 1, 3);
    expect(toggleNote(s, PUZZLE, 1, 4)).toBe(s);
    s = eraseCell(s, PUZZLE, 1);
    expect(s.grid[1]).toBe('.');
    s = toggleNote(s, PUZZLE, 1, 5);
    s = eraseCell(s, PUZZLE, 1);
    expect(s.notes[1]).toBe(0);
  });

  it('auto-notes fill each empty cell with the digits no peer holds', () => {
    const s = fillAutoNotes(initialSudokuState(PUZZLE));
    // r1c2: row 1 holds 5, column 2 holds 7 9 5 2 1 6 8 (rows 2-8), box 1 holds 6 7 2 1 9 8: 3 and 4 remain.
    expect(s.notes[1]).toBe(bit(3) | bit(4));
    expect(s.notes[0]).toBe(0);
    expect(fillAutoNotes(s)).toBe(s);
  });

  it('moves replay with the engine to the grid shown; ready only when full and conflict-free', () => {
    let s = initialSudokuState(PUZZLE);
    for (let cell = 0; cell < 81; cell++) s = placeDigit(s, PUZZLE, cell, Number(SOLUTION[cell]));
    const moves = sudokuMoves(PUZZLE, s);
    expect(moves).toHaveLength(17);
    expect(moves.reduce<string | null>((grid, move) => grid && applySudokuMove(PUZZLE, grid, move), PUZZLE)).toBe(SOLUTION);
    expect(sudokuReady(PUZZLE, s)).toBe(true);
    const wrong = placeDigit(s, PUZZLE, 1, 4); // a second 4 in row 1
    expect(sudokuReady(PUZZLE, wrong)).toBe(false);
    expect(sudokuReady(PUZZLE, eraseCell(s, PUZZLE, 80))).toBe(false);
  });

  it('checks stored states against the puzzle', () => {
    const s = toggleNote(initialSudokuState(PUZZLE), PUZZLE, 1, 2);
    expect(parseSudokuState(JSON.parse(JSON.stringify(s)), PUZZLE)).toEqual(s);
    expect(parseSudokuState({ ...s, grid: `9${s.grid.slice(1)}` }, PUZZLE)).toBeNull(); // a given changed
    expect(parseSudokuState({ ...s, notes: [1, 2] }, PUZZLE)).toBeNull();
    expect(parseSudokuState({ ...s, notes: s.notes.map(() => 1024) }, PUZZLE)).toBeNull();
    expect(parseSudokuState('junk', PUZZLE)).toBeNull();
  });

  it('labels cells for screen readers', () => {
    let s = toggleNote(initialSudokuState(PUZZLE), PUZZLE, 15, 8);
    s = toggleNote(s, PUZZLE, 6, 3);
    s = toggleNote(s, PUZZLE, 6, 8);
    expect(cellLabel(PUZZLE, s, 6, none)).toBe('row 1, column 7, empty, notes 3 8');
    expect(cellLabel(PUZZLE, s, 0, none)).toBe('row 1, column 1, 5, given');
    s = placeDigit(s, PUZZLE, 1, 5);
    expect(cellLabel(PUZZLE, s, 1, { conflict: true, hint: true })).toBe('row 1, column 2, 5, conflict, hint');
  });
});
