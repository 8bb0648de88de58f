import { describe, expect, it } from 'vitest';
import type { Deduction } from './deductions';
import { parseGrid } from './format';
import { describeDeduction, findHint } from './hint';
import { findLineComparisons, findLookAheads } from './techniques-advanced';
import { findOneLeft } from './techniques-basic';

const PUZZLE = '11..00/.1..../..0..1/00...1/...0../00..11';
const SOLUTION = '110100/011010/100101/001101/110010/001011';
const EMPTY_6 = Array(6).fill('......').join('/');

/** The grid with cell i (row-major) set to ch. */
const put = (grid: string, i: number, ch: string) => {
  const k = Math.floor(i / 6) * 7 + (i % 6); // 7 characters a row with the '/'
  return grid.slice(0, k) + ch + grid.slice(k + 1);
};

describe('findHint: the next deduction', () => {
  it('names the pair, the cells and the conclusion', () => {
    expect(findHint(PUZZLE, PUZZLE, SOLUTION)).toEqual({
      technique: 'Pair',
      message: 'Look at row 1: two 1s sit side by side, and a third would make three in a row, so its third cell is 0',
      cells: [2, 0, 1],
    });
  });

  it('in columns too', () => {
    const grid = put(put(EMPTY_6, 1, '1'), 7, '1');
    expect(findHint(EMPTY_6, grid, SOLUTION)?.message).toBe(
      'Look at column 2: two 1s sit side by side, and a third would make three in a row, so its third cell from the top is 0',
    );
  });

  it('a gap', () => {
    const grid = put(put(EMPTY_6, 0, '1'), 2, '1');
    expect(findHint(EMPTY_6, grid, '101010/010101/100110/011001/110100/001011')?.message).toBe(
      'Look at row 1: two 1s have one cell between them, and a 1 there would make three in a row, so its second cell is 0',
    );
  });

  it('a completed count, when no pair or gap helps', () => {
    const grid = EMPTY_6.slice(0, 14) + '1..101' + EMPTY_6.slice(20); // row 3
    expect(findHint(EMPTY_6, grid, SOLUTION)).toEqual({
      technique: 'Complete line',
      message: 'Row 3 has its three 1s: the rest are 0',
      cells: [13, 14, 12, 15, 17],
    });
  });

  it('null once solved; a reveal is never needed on a served puzzle', () => {
    expect(findHint(PUZZLE, SOLUTION, SOLUTION)).toBeNull();
  });
});

describe('findHint: mistakes first', () => {
  it('names the rule a wrong cell breaks', () => {
    const grid = put(PUZZLE, 2, '1'); // r1c3 = 1 makes 111
    expect(findHint(PUZZLE, grid, SOLUTION)).toEqual({
      technique: 'Mistake',
      message: 'The 1 in the third cell of row 1 is wrong: it makes three 1s in a row in row 1',
      cells: [2],
    });
  });

  it('says a wrong cell that breaks no rule yet leads nowhere', () => {
    const grid = put(PUZZLE, 6, '1'); // r2c1 should be 0
    expect(findHint(PUZZLE, grid, SOLUTION)).toEqual({
      technique: 'Mistake',
      message: 'The 1 in the first cell of row 2 is wrong: with a 1 there the puzzle has no solution',
      cells: [6],
    });
  });

  it('prefers a mistake that breaks a rule', () => {
    const grid = put(put(PUZZLE, 6, '1'), 2, '1');
    expect(findHint(PUZZLE, grid, SOLUTION)?.cells).toEqual([2]);
  });

  it('names too many of one symbol and repeated lines', () => {
    const solution = '101010/010101/100110/011001/110100/001011';
    const tooMany = '1011.1/....../....../....../....../......';
    expect(findHint(EMPTY_6, tooMany, solution)?.message).toBe('The 1 in the fourth cell of row 1 is wrong: row 1 has more than three 1s');
    const repeated = '101010/101010/....../....../....../......';
    expect(findHint(EMPTY_6, repeated, solution)?.message).toBe('The 1 in the first cell of row 2 is wrong: row 2 repeats row 1');
  });
});

describe('describeDeduction: the harder techniques in words', () => {
  const found = (technique: (c: Int8Array, s: number, o: Deduction[]) => void, text: string) => {
    const grid = parseGrid(text)!;
    const out: Deduction[] = [];
    technique(grid.cells, grid.size, out);
    return { d: out[0]!, size: grid.size };
  };

  it('one left', () => {
    const { d, size } = found(findOneLeft, ['1..1...1', ...Array(7).fill('........')].join('/'));
    expect(describeDeduction(size, d)).toBe(
      'Row 1 needs one more 1, and it must go in its fifth, sixth or seventh cell (anywhere else leaves three 0s in a row), so its second and third cells are 0',
    );
  });

  it('line comparison', () => {
    const { d, size } = found(findLineComparisons, '101010/1010../....../....../....../......');
    expect(describeDeduction(size, d)).toBe(
      'Row 2 must differ from row 1, which it matches but for its two empty cells, so its fifth cell is 0, its sixth cell is 1',
    );
  });

  it('look-ahead', () => {
    const { d, size } = found(findLookAheads, ['.0..1..0', ...Array(7).fill('........')].join('/'));
    expect(describeDeduction(size, d)).toBe(
      'Try the ways to fill the empty cells of row 1: all 3 that keep the rules agree, and its first cell is 1',
    );
  });
});
