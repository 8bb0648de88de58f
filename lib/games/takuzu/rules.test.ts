import { describe, expect, it } from 'vitest';
import { parseGrid } from './format';
import { gridReport, hasRuleBreaks, isValidSolution, lineCounts, ruleBreaks } from './rules';

const grid = (text: string) => parseGrid(text)!;
const SOLVED = '101010/010101/100110/011001/110100/001011';

describe('lineCounts', () => {
  it('counts 0s and 1s per row and column, ignoring empty cells', () => {
    const counts = lineCounts(grid('11.0../0...../....../....../....../......'));
    expect(counts.rows[0]).toEqual({ zeros: 1, ones: 2 });
    expect(counts.rows[1]).toEqual({ zeros: 1, ones: 0 });
    expect(counts.columns[0]).toEqual({ zeros: 1, ones: 1 });
    expect(counts.columns[2]).toEqual({ zeros: 0, ones: 0 });
  });
});

describe('ruleBreaks', () => {
  it('finds none in a valid solution', () => {
    expect(isValidSolution(grid(SOLVED))).toBe(true);
    expect(hasRuleBreaks(ruleBreaks(grid(SOLVED)))).toBe(false);
  });

  it('marks every cell of three (or more) equal in a row or a column', () => {
    const breaks = ruleBreaks(grid('0000../1...../1...../1...../....../......'));
    expect(breaks.triples).toEqual([0, 1, 2, 3, 6, 12, 18]);
  });

  it('names lines with more than half of one symbol', () => {
    const breaks = ruleBreaks(grid('1011.1/....../....../....../....../......'));
    expect(breaks.overfull).toEqual([{ kind: 'row', index: 0, symbol: 1, count: 4 }]);
  });

  it('groups identical complete rows and identical complete columns, never partial ones', () => {
    const rows = ruleBreaks(grid('101010/....../101010/10101./....../......'));
    expect(rows.duplicates).toEqual([{ kind: 'row', indices: [0, 2] }]);
    const transposed = '1.1.../0.0.../1.1.../0.0.../1.1.../0.0...';
    expect(ruleBreaks(grid(transposed)).duplicates).toEqual([{ kind: 'column', indices: [0, 2] }]);
    expect(isValidSolution(grid('101010/010101/101010/010101/101010/010101'))).toBe(false);
  });

  it('reports counts and breaks from text for the view', () => {
    expect(gridReport('1x')).toBeNull();
    expect(gridReport(SOLVED)?.counts.columns[5]).toEqual({ zeros: 3, ones: 3 });
  });
});
