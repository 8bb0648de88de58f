import { describe, expect, it } from 'vitest';
import { cellName, edgeNeighbours, formatPuzzle, isPuzzle, parsePuzzle, regionName, regionsConnected, touchingCells } from './board';

const STRIPES = 'aaaaaa/bbbbbb/cccccc/dddddd/eeeeee/ffffff';

describe('parsePuzzle / formatPuzzle', () => {
  it('reads rows joined by "/" into region indices and writes them back', () => {
    const board = parsePuzzle(STRIPES);
    expect(board?.size).toBe(6);
    expect(board?.regions.slice(0, 7)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(board?.regions[35]).toBe(5);
    expect(formatPuzzle(board!)).toBe(STRIPES);
  });

  it('accepts sizes 6 to 10', () => {
    for (let n = 6; n <= 10; n++) {
      const rows = Array.from({ length: n }, (_, r) => String.fromCharCode(97 + r).repeat(n));
      expect(isPuzzle(rows.join('/'))).toBe(true);
    }
  });

  it.each([
    ['too small', 'aaaaa/bbbbb/ccccc/ddddd/eeeee'],
    ['too large', Array.from({ length: 11 }, (_, r) => String.fromCharCode(97 + r).repeat(11)).join('/')],
    ['a short row', 'aaaaaa/bbbbb/cccccc/dddddd/eeeeee/ffffff'],
    ['a letter beyond the size', 'aaaaaa/bbbbbb/cccccc/dddddd/eeeeee/fffffg'],
    ['an upper-case letter', 'Aaaaaa/bbbbbb/cccccc/dddddd/eeeeee/ffffff'],
    ['a queen in the format', 'Qaaaaa/bbbbbb/cccccc/dddddd/eeeeee/ffffff'],
    ['a missing region', 'aaaaaa/aaaaaa/cccccc/dddddd/eeeeee/ffffff'],
    ['empty', ''],
    ['a trailing slash', `${STRIPES}/`],
  ])('rejects %s', (_, text) => {
    expect(parsePuzzle(text)).toBeNull();
    expect(isPuzzle(text)).toBe(false);
  });

  it('rejects a region split in two even when every letter is used', () => {
    // Region b is cut in two by region c.
    expect(isPuzzle('aaaaaa/bbcbbb/cccccc/dddddd/eeeeee/ffffff')).toBe(false);
    expect(isPuzzle('aaaaaa/bbcccc/cccccc/dddddd/eeeeee/ffffff')).toBe(true);
  });
});

describe('cells', () => {
  it('names cells 1-based and regions by upper-case letter', () => {
    expect(cellName(0, 6)).toBe('r1c1');
    expect(cellName(4 * 8 + 1, 8)).toBe('r5c2');
    expect(regionName(2)).toBe('C');
  });

  it('lists touching cells (diagonals included) and edge neighbours, clipped at the border', () => {
    expect(touchingCells(0, 6).sort((a, b) => a - b)).toEqual([1, 6, 7]);
    expect(touchingCells(7, 6).sort((a, b) => a - b)).toEqual([0, 1, 2, 6, 8, 12, 13, 14]);
    expect(edgeNeighbours(0, 6).sort((a, b) => a - b)).toEqual([1, 6]);
    expect(edgeNeighbours(35, 6).sort((a, b) => a - b)).toEqual([29, 34]);
  });

  it('sees regions touching only at a corner as split', () => {
    const regions = parsePuzzle(STRIPES)!.regions.slice();
    regions[6] = 0; // r2c1 joins a, under r1c1: connected
    expect(regionsConnected(6, regions)).toBe(true);
    regions[0] = 1; // now a's r2c1 meets a's r1c2 only at a corner, and b's r1c1 is cut off
    expect(regionsConnected(6, regions)).toBe(false);
  });
});
