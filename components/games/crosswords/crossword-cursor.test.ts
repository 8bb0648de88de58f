import { describe, expect, it } from 'vitest';
import { parseShape } from '@/lib/games/crosswords/format';
import {
  afterLetter,
  arrow,
  backspace,
  cellLabel,
  firstCursor,
  isFull,
  layoutOf,
  lettersFrom,
  lettersText,
  press,
  tabTo,
  type Cursor,
} from './crossword-cursor';

// #...#      1 2 3 across at 1; 4 at 5 (row 1); ...
// .....
// .....
// .....
// #...#
const layout = layoutOf(parseShape('#...#/...../...../...../#...#')!);
const empty = (): string[] => layout.blocks.map((b) => (b ? '#' : ''));
const at = (cell: number, direction: Cursor['direction'] = 'across'): Cursor => ({ cell, direction });

describe('crossword cursor', () => {
  it('starts on 1 Across and numbers the squares the standard way', () => {
    expect(firstCursor(layout)).toEqual({ ...at(1), placed: true });
    expect(layout.numbers.slice(0, 10)).toEqual([null, 1, 2, 3, null, 4, null, null, null, 5]);
  });

  it('a click selects a square; a second click on it switches direction; blocks are ignored', () => {
    expect(press(layout, at(1), 7)).toEqual(at(7));
    expect(press(layout, at(7), 7)).toEqual(at(7, 'down'));
    expect(press(layout, at(7), 0)).toEqual(at(7));
  });

  it('a click on the square the page placed the cursor on (1 Across) selects it; the next click switches direction', () => {
    const selected = press(layout, firstCursor(layout), 1);
    expect(selected).toEqual(at(1));
    expect(press(layout, selected, 1)).toEqual(at(1, 'down'));
    // Placed elsewhere by the page, a click on another square keeps the direction as before.
    expect(press(layout, firstCursor(layout), 7)).toEqual(at(7));
  });

  it('a letter moves to the next empty square of the entry, wrapping to its start, then to the next clue', () => {
    const letters = empty();
    letters[1] = 'M';
    expect(afterLetter(layout, at(1), letters)).toEqual(at(2));
    letters[3] = 'T';
    expect(afterLetter(layout, at(3), letters)).toEqual(at(2));
    letters[2] = 'E';
    // 1 Across full at its last square: on to 4 Across, the next clue with an empty square.
    expect(afterLetter(layout, at(2), letters)).toEqual(at(3));
    expect(afterLetter(layout, at(3), letters)).toEqual(at(5));
  });

  it('Backspace erases the square, or steps back and erases the one before; revealed squares keep their letter', () => {
    const letters = empty();
    letters[1] = 'M';
    letters[2] = 'E';
    expect(backspace(layout, at(2), letters, new Set())).toEqual({ letters: Object.assign(empty(), { 1: 'M' }), cursor: at(2) });
    const after = backspace(layout, at(3), letters, new Set([2]));
    expect(after.cursor).toEqual(at(2));
    expect(after.letters[2]).toBe('E');
  });

  it('arrows across the direction turn first, then move over blocks; Tab goes clue to clue', () => {
    expect(arrow(layout, at(7), 'ArrowDown')).toEqual(at(7, 'down'));
    expect(arrow(layout, at(7, 'down'), 'ArrowDown')).toEqual(at(12, 'down'));
    expect(arrow(layout, at(5), 'ArrowLeft')).toEqual(at(5));
    expect(arrow(layout, at(15, 'down'), 'ArrowRight')).toEqual(at(15, 'across'));
    expect(tabTo(layout, at(2), empty(), false)).toEqual(at(5));
    expect(tabTo(layout, at(1), empty(), true)).toEqual(at(9, 'down'));
  });

  it('names a square by its entry, length and place, with its letter and marks', () => {
    const letters = empty();
    letters[7] = 'A';
    expect(cellLabel(layout, at(1), 7, 'A', ['pencil'])).toBe('4 Across, 5 letters, cell 3, A, pencil');
    expect(cellLabel(layout, at(1, 'down'), 7, '', [])).toBe('2 Down, 5 letters, cell 2, empty');
  });

  it('writes the letters as moves carry them and reads them back', () => {
    const letters = lettersFrom('#MET#BOARDANGERRELAY#YET#', 25);
    expect(isFull(layout, letters)).toBe(true);
    expect(lettersText(layout, letters)).toBe('#MET#BOARDANGERRELAY#YET#');
    expect(lettersText(layout, empty())).toBe('#...#.....' + '.'.repeat(10) + '#...#');
  });
});
