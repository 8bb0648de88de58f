import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatSize, formatView, isBoardText, parseView, type CellView } from './format';
import { areNeighbours, cellColumn, cellIndex, cellRow, isCell, neighbours, neighbourTable } from './grid';
import { DAILY_LEVEL, LEVELS, isLevelId, levelById, levelOfSize } from './levels';

describe('levels', () => {
  it('are the classic three, width x height', () => {
    expect(LEVELS.map((l) => [l.id, l.label, formatSize(l)])).toEqual([
      ['beginner', 'Beginner', '9x9:10'],
      ['intermediate', 'Intermediate', '16x16:40'],
      ['expert', 'Expert', '30x16:99'],
    ]);
    expect(DAILY_LEVEL).toBe('intermediate');
    expect(levelById('expert').width).toBe(30);
    expect(isLevelId('expert')).toBe(true);
    expect(isLevelId('easy')).toBe(false);
    expect(levelOfSize({ width: 9, height: 9, mines: 10 })?.id).toBe('beginner');
    expect(levelOfSize({ width: 9, height: 9, mines: 11 })).toBeUndefined();
  });
});

describe('grid maths', () => {
  const size = { width: 30, height: 16 };

  it('numbers cells row by row', () => {
    expect(cellIndex(30, 2, 5)).toBe(65);
    expect(cellRow(30, 65)).toBe(2);
    expect(cellColumn(30, 65)).toBe(5);
    expect(isCell(size, 479)).toBe(true);
    expect(isCell(size, 480)).toBe(false);
    expect(isCell(size, 2.5)).toBe(false);
  });

  it('gives 3 neighbours in a corner, 5 on an edge, 8 inside', () => {
    expect(neighbours(size, 0)).toEqual([1, 30, 31]);
    expect(neighbours(size, 479)).toEqual([448, 449, 478]);
    expect(neighbours(size, 15)).toEqual([14, 16, 44, 45, 46]);
    expect(neighbours(size, 65)).toEqual([34, 35, 36, 64, 66, 94, 95, 96]);
    // No wrap-around from the end of one row to the start of the next.
    expect(neighbours(size, 29)).toEqual([28, 58, 59]);
  });

  it('agrees with the flat neighbour table and with areNeighbours', () => {
    const table = neighbourTable(size);
    for (let cell = 0; cell < 480; cell++) {
      const list = neighbours(size, cell);
      expect(Array.from(table.subarray(cell * 9 + 1, cell * 9 + 1 + table[cell * 9]!))).toEqual(list);
      for (const n of list) expect(areNeighbours(size, cell, n)).toBe(true);
    }
    expect(areNeighbours(size, 29, 30)).toBe(false);
    expect(areNeighbours(size, 5, 5)).toBe(false);
  });
});

describe('public format', () => {
  it('writes and reads a board before play', () => {
    expect(formatView({ width: 9, height: 9, mines: 10, cells: null })).toBe('9x9:10');
    expect(parseView('30x16:99')).toEqual({ width: 30, height: 16, mines: 99, cells: null });
  });

  it('writes and reads opened cells, unknown cells and the mines shown at the end', () => {
    const text = '3x2:2:01?!*1';
    expect(parseView(text)).toEqual({ width: 3, height: 2, mines: 2, cells: [0, 1, 'hidden', 'hit', 'mine', 1] });
    expect(formatView(parseView(text)!)).toBe(text);
  });

  it('refuses malformed text', () => {
    for (const bad of [
      '',
      '9x9',
      '9x9:',
      '9*9:10',
      '0x9:1',
      '9x9:0', // no mines
      '3x3:9', // no safe cell
      '101x1:1',
      '2x2:1:0?', // too short
      '2x2:1:0???x',
      '2x2:1:9???', // 9 is not a number a cell can have
      '2x2:2:*???', // one of two mines shown
      '2x2:2:!!11', // two mines hit
      '2x2:1:1111', // more opened cells than safe cells
      ' 9x9:10',
      '9x9:10\n',
    ]) {
      expect(isBoardText(bad), bad).toBe(false);
    }
  });

  it('round-trips any view', () => {
    const cell = fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constant<CellView>('hidden'));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2, max: 12 }), (width, height) =>
        fc.assert(
          fc.property(fc.array(cell, { minLength: width * height, maxLength: width * height }), (cells) => {
            const view = { width, height, mines: 1, cells };
            if (cells.filter((c) => c !== 'hidden').length > width * height - 1) return;
            expect(parseView(formatView(view))).toEqual(view);
          }),
          { numRuns: 5 },
        ),
      ),
      { numRuns: 40 },
    );
  });
});
