import { describe, expect, it } from 'vitest';
import { PEERS, UNITS, boxOf, cellName, formatGrid, initialGrid, isGridText, isPuzzleText, parseGrid, unitName } from './grid';
import { EASY_PUZZLE, EASY_SOLUTION } from './test-puzzles';

describe('board geometry', () => {
  it('has 27 units of 9 distinct cells and 20 peers per cell', () => {
    expect(UNITS).toHaveLength(27);
    for (const unit of UNITS) expect(new Set(unit).size).toBe(9);
    for (const peers of PEERS) expect(new Set(peers).size).toBe(20);
  });

  it('numbers boxes 1-9 left to right, top to bottom, and names cells 1-based', () => {
    expect(boxOf(0)).toBe(0);
    expect(boxOf(4 * 9 + 3)).toBe(4);
    expect(boxOf(80)).toBe(8);
    expect(cellName(2 * 9 + 3)).toBe('r3c4');
    expect(unitName(22)).toBe('box 5');
    expect(unitName(0)).toBe('row 1');
    expect(unitName(17)).toBe('column 9');
  });
});

describe('public format', () => {
  it('parses and formats back the same text', () => {
    const values = parseGrid(EASY_PUZZLE);
    expect(values?.[2]).toBe(3);
    expect(values?.[0]).toBe(0);
    expect(formatGrid(values ?? [])).toBe(EASY_PUZZLE);
  });

  it('accepts puzzles and full grids', () => {
    expect(isPuzzleText(EASY_PUZZLE)).toBe(true);
    expect(isPuzzleText(EASY_SOLUTION)).toBe(true);
    expect(isPuzzleText('.'.repeat(81))).toBe(true);
  });

  it('rejects the wrong length, other characters and non-strings', () => {
    expect(isGridText(EASY_PUZZLE.slice(1))).toBe(false);
    expect(isGridText(`${EASY_PUZZLE}.`)).toBe(false);
    expect(isGridText(EASY_PUZZLE.replace(/\./g, '0'))).toBe(false);
    expect(isGridText(` ${EASY_PUZZLE.slice(1)}`)).toBe(false);
    expect(isPuzzleText(42)).toBe(false);
    expect(parseGrid('1'.repeat(80))).toBeNull();
  });

  it('rejects a digit given twice in a row, a column or a box', () => {
    const at = (entries: [number, string][]) => {
      const chars = Array.from('.'.repeat(81));
      for (const [cell, ch] of entries) chars[cell] = ch;
      return chars.join('');
    };
    expect(
      isPuzzleText(
        at([
          [0, '5'],
          [8, '5'],
        ]),
      ),
    ).toBe(false); // row 1
    expect(
      isPuzzleText(
        at([
          [0, '5'],
          [72, '5'],
        ]),
      ),
    ).toBe(false); // column 1
    expect(
      isPuzzleText(
        at([
          [0, '5'],
          [20, '5'],
        ]),
      ),
    ).toBe(false); // box 1
    expect(
      isPuzzleText(
        at([
          [0, '5'],
          [40, '5'],
        ]),
      ),
    ).toBe(true);
  });

  it('starts play from the puzzle itself', () => {
    expect(initialGrid(EASY_PUZZLE)).toBe(EASY_PUZZLE);
  });
});
