import { describe, expect, it } from 'vitest';
import { parseView, type BoardView } from './format';
import { canChord, cellLabel, chordFlags, minesLeft, viewStatus, withOpened } from './view';

const view = (text: string): BoardView => parseView(text)!;

describe('view helpers', () => {
  // 3x3 with its mine at r1c2 (cell 5): the top row open, the rest hidden.
  const playing = view('3x3:1:011??????');

  it('tells the status from the public board', () => {
    expect(viewStatus(view('9x9:10'))).toBe('not-started');
    expect(viewStatus(playing)).toBe('playing');
    expect(viewStatus(view('3x3:1:011??!???'))).toBe('lost');
    expect(viewStatus(view('3x3:1:01101*011'))).toBe('won');
    expect(viewStatus(view('3x3:1:01101?011'))).toBe('won');
  });

  it('counts mines minus flags', () => {
    expect(minesLeft(playing, new Set([5]))).toBe(0);
    expect(minesLeft(playing, new Set([5, 6]))).toBe(-1);
  });

  it('merges the server answer into the board', () => {
    const next = withOpened(view('3x3:1'), [
      { cell: 0, number: 0 },
      { cell: 1, number: 1 },
    ]);
    expect(next.cells).toEqual([0, 1, 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden']);
    const lost = withOpened(playing, [], [5], [5]);
    expect(lost.cells?.[5]).toBe('hit');
  });

  it('knows when a number chords and which flags the move carries', () => {
    expect(chordFlags(playing, 2, new Set([5, 8]))).toEqual([5]);
    expect(canChord(playing, 2, new Set([5]))).toBe(true);
    expect(canChord(playing, 2, new Set())).toBe(false);
    expect(canChord(playing, 0, new Set())).toBe(false); // a zero
    expect(canChord(playing, 4, new Set([5]))).toBe(false); // hidden
  });

  it('labels cells for screen readers', () => {
    const flags = new Set([5]);
    expect(cellLabel(playing, 0, flags)).toBe('row 1, column 1, empty');
    expect(cellLabel(playing, 1, flags)).toBe('row 1, column 2, 1 mine around');
    expect(cellLabel(playing, 5, flags)).toBe('row 2, column 3, flagged');
    expect(cellLabel(playing, 4, flags)).toBe('row 2, column 2, hidden');
    const lost = view('3x3:1:011??!???');
    expect(cellLabel(lost, 5, flags)).toBe('row 2, column 3, mine, exploded');
    expect(cellLabel(lost, 4, new Set([4]))).toBe('row 2, column 2, wrong flag');
    const won = view('3x3:1:01101*011');
    expect(cellLabel(won, 5, flags)).toBe('row 2, column 3, flagged mine');
  });
});
