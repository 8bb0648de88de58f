import { describe, expect, it } from 'vitest';
import { parsePuzzle } from './board';
import { parseGrid } from './grid';
import { brokenCells, conflicts, regionBorders, regionCount, ruledOutBy } from './view';

// Region a is the top-left 2x2 block; the rest are stripes.
const BOARD = parsePuzzle('aabbbb/aacccc/dddddd/eeeeee/ffffff/ffffff')!;
const grid = (text: string) => parseGrid(text, 6)!;

describe('conflicts', () => {
  it('is empty for queens that do not clash', () => {
    expect(conflicts(BOARD, grid('Q...../...Q../....../....../....../......'))).toEqual([]);
  });

  it.each([
    ['a row', 'Q...Q./....../....../....../....../......', [0, 4]],
    ['a column', '..Q.../....../....../..Q.../....../......', [2, 20]],
    ['touching diagonally', '....../....../..Q.../...Q../....../......', [14, 21]],
    ['a region (a at r1c1 and r2c2 touch too)', 'Q...../.Q..../....../....../....../......', [0, 7]],
    ['a region only (r5c6 and r6c4 are both f)', '....../....../Q...../....../.....Q/...Q..', [29, 33]],
  ])('finds queens sharing %s', (_, text, expected) => {
    expect(conflicts(BOARD, grid(text))).toEqual(expected);
  });

  it('finds a region clash between queens far apart', () => {
    // r5c1 and r6c6 are both region f, in different rows and columns, not touching.
    expect(conflicts(BOARD, grid('....../....../....../....../Q...../.....Q'))).toEqual([24, 35]);
  });

  it('ignores x marks', () => {
    expect(conflicts(BOARD, grid('Qxxxxx/xx..../....../....../....../......'))).toEqual([]);
  });
});

describe('brokenCells', () => {
  it('is empty while no rule is broken', () => {
    expect(brokenCells(BOARD, grid('Q...../...Q../....../....../....../......'))).toEqual([]);
  });

  it('marks the whole row with two queens', () => {
    expect(brokenCells(BOARD, grid('Q...Q./....../....../....../....../......'))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('marks the whole column with two queens', () => {
    expect(brokenCells(BOARD, grid('..Q.../....../....../..Q.../....../......'))).toEqual([2, 8, 14, 20, 26, 32]);
  });

  it('marks the whole region with two queens (region f: rows 5 and 6)', () => {
    expect(brokenCells(BOARD, grid('....../....../....../....../Q...../.....Q'))).toEqual([24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]);
  });

  it('marks only the two queens that touch diagonally (no line or region shared)', () => {
    expect(brokenCells(BOARD, grid('....../....../..Q.../...Q../....../......'))).toEqual([14, 21]);
  });
});

describe('ruledOutBy', () => {
  it('is the row, column, region and touching cells of the queen', () => {
    const cells = ruledOutBy(BOARD, 0);
    // Row 1, column 1, region a (r2c2 = 7) and the touching cells (1, 6, 7).
    expect(cells).toEqual([1, 2, 3, 4, 5, 6, 7, 12, 18, 24, 30]);
  });

  it('includes a diagonal neighbour outside the queen lines and region', () => {
    expect(ruledOutBy(BOARD, 14)).toContain(21);
    expect(ruledOutBy(BOARD, 14)).not.toContain(14);
    expect(ruledOutBy(BOARD, 14)).not.toContain(28);
  });
});

describe('regionBorders and regionCount', () => {
  it('marks board edges and edges between regions', () => {
    const borders = regionBorders(BOARD);
    expect(borders[0]).toEqual({ top: true, right: false, bottom: false, left: true });
    expect(borders[1]).toEqual({ top: true, right: true, bottom: false, left: false });
    expect(borders[7]).toEqual({ top: false, right: true, bottom: true, left: false });
    expect(borders[20]).toEqual({ top: true, right: false, bottom: true, left: false });
    expect(borders[32]).toEqual({ top: false, right: false, bottom: true, left: false });
  });

  it('counts the regions', () => {
    expect(regionCount(BOARD)).toBe(6);
  });
});
