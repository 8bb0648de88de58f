import { describe, expect, it } from 'vitest';
import { parsePuzzle } from './board';
import { CandidateGrid } from './candidates';
import { findBlockingCell, findConfinementOf, findOnlyCell, nextDeduction } from './deductions';

/** A fresh candidate grid for a board text, with the listed cells ruled out. */
function grid(text: string, ruledOut: readonly number[] = []): CandidateGrid {
  const board = parsePuzzle(text);
  if (!board) throw new Error(`bad board ${text}`);
  const g = new CandidateGrid(board);
  for (const cell of ruledOut) g.eliminate(cell);
  return g;
}

// Four 2x2 blocks on top, two 2x4 blocks below... as text: a b c on rows 1-2, d e f on rows 3-6.
const BLOCKS = 'aabbcc/aabbcc/ddeeff/ddeeff/ddeeff/ddeeff';

describe('basic eliminations (placing a queen)', () => {
  it('rules out the row, column, region and the 8 touching cells, nothing else', () => {
    const g = grid(BLOCKS);
    g.placeQueen(14); // r3c3, region e
    const open = [...g.cells.keys()].filter((c) => g.isCandidate(c));
    // Gone: row 3, column 3, region e (columns 3-4 below row 2) and r2c2..r2c4, r4c2, r4c4.
    expect(open).toEqual([0, 1, 3, 4, 5, 6, 10, 11, 18, 22, 23, 24, 25, 28, 29, 30, 31, 34, 35]);
    expect(g.queens()).toEqual([14]);
  });
});

describe('only cell', () => {
  it('places the queen of a region with one cell', () => {
    const step = findOnlyCell(grid('abbbbb/cccccc/dddddd/eeeeee/ffffff/ffffff'));
    expect(step).toMatchObject({ technique: 'only-cell', tier: 1, place: 0, eliminate: [] });
    expect(step?.message).toBe('Look at the apricot region: its queen can only go in the highlighted cell');
  });

  it('places the queen of a row or column with one possible cell', () => {
    const row = findOnlyCell(grid(BLOCKS, [12, 13, 14, 16, 17]));
    expect(row).toMatchObject({ place: 15, message: 'Look at row 3: its queen can only go in the highlighted cell' });
    const column = findOnlyCell(grid(BLOCKS, [1, 7, 13, 19, 25]));
    expect(column).toMatchObject({ place: 31, message: 'Look at column 2: its queen can only go in the highlighted cell' });
  });

  it('finds nothing when every group has two or more cells, or its queen', () => {
    expect(findOnlyCell(grid(BLOCKS))).toBeNull();
    const g = grid('abbbbb/cccccc/dddddd/eeeeee/ffffff/ffffff');
    g.placeQueen(0);
    expect(findOnlyCell(g)).toBeNull();
  });
});

describe('region in one line / line in one region', () => {
  it('clears the rest of the row a region is confined to', () => {
    const step = findConfinementOf(grid(BLOCKS, [6, 7]), 1);
    expect(step).toMatchObject({ technique: 'region-in-line', tier: 2, eliminate: [2, 3, 4, 5] });
    expect(step?.message).toBe('The apricot region lies only in row 1: no other cell of row 1 can hold a queen');
  });

  it('clears the rest of the column a region is confined to', () => {
    const step = findConfinementOf(grid(BLOCKS, [0, 6]), 1);
    expect(step).toMatchObject({ technique: 'region-in-line', eliminate: [13, 19, 25, 31] });
    expect(step?.message).toBe('The apricot region lies only in column 2: no other cell of column 2 can hold a queen');
  });

  it('clears the rest of the region a row is confined to', () => {
    const step = findConfinementOf(grid(BLOCKS, [14, 15, 16, 17]), 1);
    expect(step).toMatchObject({ technique: 'line-in-region', tier: 2, eliminate: [18, 19, 24, 25, 30, 31] });
    expect(step?.message).toBe('Row 3 can hold a queen only in the lavender region: no other cell of the lavender region can hold a queen');
  });

  it('finds nothing when confinement would clear nothing new', () => {
    // Every region spans two rows and two columns; rows 1-2 hold a, b, c, which already fill them.
    expect(findConfinementOf(grid(BLOCKS), 1)).toBeNull();
  });
});

describe('k regions in k lines (and the reverse)', () => {
  it('2 regions in 2 rows clear the rest of those rows', () => {
    // a and b lie in rows 1-2, which region c shares.
    const step = findConfinementOf(grid('aabbcc/aabbcc/ddddcc/eeeeff/eeeeff/eeeeff'), 2);
    expect(step).toMatchObject({ technique: 'regions-in-lines', tier: 4, label: '2 regions in 2 rows' });
    expect(step?.eliminate).toEqual([4, 5, 10, 11]);
    expect(step?.message).toBe('The apricot and sky-blue regions lie only in rows 1 and 2: no other cell of rows 1 and 2 can hold a queen');
  });

  it('2 rows in 2 regions clear the rest of those regions', () => {
    // Rows 1-2 hold only regions a and b, which also reach into row 3; no 2 (or 3) regions share 2 (3) lines.
    const text = 'aaabbb/aaabbb/acccdb/eccddd/eeeddf/eeffff';
    expect(findConfinementOf(grid(text), 1)).toBeNull();
    const step = findConfinementOf(grid(text), 2);
    expect(step).toMatchObject({ technique: 'lines-in-regions', tier: 4, label: '2 rows in 2 regions' });
    expect(step?.eliminate).toEqual([12, 17]);
    expect(step?.message).toBe(
      'Rows 1 and 2 can hold queens only in the apricot and sky-blue regions: no other cell of the apricot and sky-blue regions can hold a queen',
    );
  });

  it('3 regions in 3 rows clear the rest of those rows', () => {
    // d reaches into rows 1-3; no 2 lines and 2 regions match in any direction.
    const text = 'aabbcc/abbccd/aabbcd/eeeddd/eeffdd/effffd';
    expect(findConfinementOf(grid(text), 1)).toBeNull();
    expect(findConfinementOf(grid(text), 2)).toBeNull();
    const step = findConfinementOf(grid(text), 3);
    expect(step).toMatchObject({ technique: 'regions-in-lines', tier: 5, label: '3 regions in 3 rows' });
    expect(step?.eliminate).toEqual([11, 17]);
    expect(step?.message).toBe(
      'The apricot, sky-blue and pale green regions lie only in rows 1, 2 and 3: no other cell of rows 1, 2 and 3 can hold a queen',
    );
  });
});

describe('blocking cell', () => {
  const PAIR = 'abbbbb/abbccc/dddddd/eeeeee/ffffff/ffffff'; // region a: r1c1 and r2c1

  it('rules out a cell whose queen would empty a region through the touching rule', () => {
    const step = findBlockingCell(grid(PAIR));
    expect(step).toMatchObject({ technique: 'blocking-cell', tier: 3, eliminate: [1], place: null });
    expect(step?.message).toBe(
      'A queen on the highlighted cell would leave the apricot region no possible cell (queens cannot touch), so it cannot hold a queen',
    );
  });

  it('rules out a cell whose queen would empty a column through its row and region', () => {
    // Column 6 keeps only r1c6 and r2c6; a queen on r1c5 (the first possible cell) takes row 1 and
    // touches r2c6.
    const g = grid('aabbbb/aacccc/dddddd/eeeeee/ffffff/ffffff', [17, 23, 29, 35, 0, 1, 6, 7, 2, 3]);
    const step = findBlockingCell(g);
    expect(step?.eliminate).toEqual([4]);
    expect(step?.message).toContain('would leave column 6 no possible cell');
  });

  it('finds nothing on an open board of stripes', () => {
    expect(findBlockingCell(grid('aaaaaa/bbbbbb/cccccc/dddddd/eeeeee/ffffff'))).toBeNull();
  });
});

describe('nextDeduction', () => {
  const PAIR = 'abbbbb/abbccc/dddddd/eeeeee/ffffff/ffffff';

  it('prefers the easiest technique available', () => {
    // Region a is confined to column 1 (tier 2) as well as blocking r1c2 (tier 3).
    expect(nextDeduction(grid(PAIR))?.technique).toBe('region-in-line');
    expect(nextDeduction(grid('abbbbb/cccccc/dddddd/eeeeee/ffffff/ffffff'))?.technique).toBe('only-cell');
  });

  it('uses no technique above the tier allowed', () => {
    const g = grid('aabbcc/abbccd/aabbcd/eeeddd/eeffdd/effffd');
    expect(nextDeduction(g, 2)).toBeNull();
    expect(nextDeduction(g, 5)).not.toBeNull();
  });
});
