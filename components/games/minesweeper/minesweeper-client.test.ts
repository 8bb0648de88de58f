import { describe, expect, it } from 'vitest';
import { parseView } from '@/lib/games/minesweeper/format';
import {
  cellAt,
  counterText,
  cycleMark,
  layoutOf,
  loadMarks,
  moveOnScreen,
  NO_MARKS,
  parseReply,
  positionOf,
  pruneMarks,
  saveMarks,
} from './minesweeper-client';

const expert = { width: 30, height: 16 };

describe('the minesweeper view helpers', () => {
  it('reads the board from an answer, and nothing else', () => {
    expect(parseReply({ board: '3x2:1', opened: [] })).toEqual({ width: 3, height: 2, mines: 1, cells: null });
    expect(parseReply({ board: '3x2:1:01????', opened: [{ cell: 0, number: 0 }] })?.cells).toEqual([
      0,
      1,
      'hidden',
      'hidden',
      'hidden',
      'hidden',
    ]);
    for (const bad of [null, 'x', { board: 3 }, { board: '3x2:1:0' }]) expect(parseReply(bad)).toBeNull();
  });

  it('cycles marks (question marks only when on) and keeps them on hidden cells only', () => {
    let marks = cycleMark(NO_MARKS, 4, false);
    expect([...marks.flags]).toEqual([4]);
    expect(cycleMark(marks, 4, false)).toEqual(NO_MARKS);
    marks = cycleMark(marks, 4, true);
    expect([[...marks.flags], [...marks.questions]]).toEqual([[], [4]]);
    expect(cycleMark(marks, 4, true)).toEqual(NO_MARKS);
    const view = parseView('3x1:1:0??')!;
    expect([...pruneMarks({ flags: new Set([0, 1]), questions: new Set([2]) }, view).flags]).toEqual([1]);
  });

  it('stores marks per play in the browser, ignoring anything malformed', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    const view = parseView('3x1:1:0??')!;
    saveMarks(storage, 'p1', { flags: new Set([1]), questions: new Set([2]) });
    expect(loadMarks(storage, 'p1', view)).toEqual({ flags: new Set([1]), questions: new Set([2]) });
    expect(loadMarks(storage, 'p2', view)).toEqual(NO_MARKS);
    items.set('minesweeper:marks:p3', '{"flags":[1, 99, -1, "2"]}');
    expect(loadMarks(storage, 'p3', view).flags).toEqual(new Set([1]));
    items.set('minesweeper:marks:p4', 'not json');
    expect(loadMarks(storage, 'p4', view)).toEqual(NO_MARKS);
    saveMarks(storage, 'p1', NO_MARKS);
    expect(items.has('minesweeper:marks:p1')).toBe(false);
  });

  it('turns a wide board on its side on a portrait screen, display only', () => {
    expect(layoutOf(expert, false)).toEqual({ rows: 16, columns: 30, transposed: false });
    const side = layoutOf(expert, true);
    expect(side).toEqual({ rows: 30, columns: 16, transposed: true });
    expect(layoutOf({ width: 9, height: 9 }, true).transposed).toBe(false);
    // Board row 2, column 5 is screen row 5, column 2.
    expect(positionOf(expert, side, 2 * 30 + 5)).toEqual({ row: 5, column: 2 });
    expect(cellAt(expert, side, 5, 2)).toBe(65);
    for (let cell = 0; cell < 480; cell += 37) {
      const { row, column } = positionOf(expert, side, cell);
      expect(cellAt(expert, side, row, column)).toBe(cell);
    }
  });

  it('moves by arrows as the board is shown, stopping at the edges', () => {
    const flat = layoutOf(expert, false);
    expect(moveOnScreen(expert, flat, 0, 'ArrowRight')).toBe(1);
    expect(moveOnScreen(expert, flat, 0, 'ArrowDown')).toBe(30);
    expect(moveOnScreen(expert, flat, 0, 'ArrowUp')).toBe(0);
    expect(moveOnScreen(expert, flat, 31, 'End')).toBe(59);
    const side = layoutOf(expert, true);
    // On its side, down the screen is along a board row.
    expect(moveOnScreen(expert, side, 0, 'ArrowDown')).toBe(1);
    expect(moveOnScreen(expert, side, 0, 'ArrowRight')).toBe(30);
    expect(moveOnScreen(expert, side, 29, 'ArrowDown')).toBe(29);
  });

  it('shows the counter as three digits', () => {
    expect([counterText(10), counterText(0), counterText(99), counterText(-3), counterText(-120)]).toEqual([
      '010',
      '000',
      '099',
      '-03',
      '-99',
    ]);
  });
});
