import { describe, expect, it } from 'vitest';
import { cellAt, named, stateWith } from '../test-positions';
import { claiming, pointing } from './locked-candidates';
import { hiddenSingle, nakedSingle } from './singles';
import { hiddenSubset, nakedSubset } from './subsets';

// A deadly pattern: every unit it touches has 1 and 2 twice, so no single of any kind.
const NO_SINGLES = { r1c1: '12', r1c2: '12', r2c1: '12', r2c2: '12' };

describe('singles', () => {
  it('finds a naked single and names it', () => {
    const step = nakedSingle(stateWith({ ...NO_SINGLES, r4c7: '6' }));
    expect(step?.placement).toEqual({ cell: cellAt('r4c7'), digit: 6 });
    expect(step?.message).toBe('Only 6 is left for the seventh cell of row 4: its row, column and box hold every other digit');
  });

  it('finds a hidden single in a box before rows and columns', () => {
    const step = hiddenSingle(stateWith({ r5c4: '37', r5c5: '13', r5c6: '13', r6c5: '13' }));
    expect(step?.placement).toEqual({ cell: cellAt('r5c4'), digit: 7 });
    expect(step?.message).toBe('Look at the centre box: 7 fits only in its middle-left cell');
  });

  it('finds a hidden single in a row when no box has one', () => {
    // Box 2 has 3 and 5 in two cells each, but row 1 has each of them only in r1c5.
    const step = hiddenSingle(stateWith({ ...NO_SINGLES, r1c5: '35', r2c5: '35' }));
    expect(step?.placement).toEqual({ cell: cellAt('r1c5'), digit: 3 });
    expect(step?.message).toBe('Look at row 1: 3 fits only in its fifth cell');
  });

  it('finds nothing when every unit has each digit twice', () => {
    expect(nakedSingle(stateWith(NO_SINGLES))).toBeNull();
    expect(hiddenSingle(stateWith(NO_SINGLES))).toBeNull();
  });
});

describe('locked candidates', () => {
  it('pointing: 5 only in row 1 of box 2 leaves the rest of row 1', () => {
    const step = pointing(stateWith({ r1c4: '15', r1c5: '25', r2c5: '12', r1c8: '59' }));
    expect(named(step?.eliminations ?? [])).toEqual(['r1c8-5']);
    expect(step?.cells).toEqual([cellAt('r1c4'), cellAt('r1c5')]);
    expect(step?.message).toBe('Look at the top-middle box: its 5 must go in row 1, so no other cell of row 1 can be 5');
  });

  it('pointing: nothing when the digit is spread over two rows of the box', () => {
    expect(pointing(stateWith({ r1c4: '15', r1c5: '25', r2c6: '15', r1c8: '59' }))).toBeNull();
  });

  it('claiming: 5 only in box 1 within row 1 leaves the rest of box 1', () => {
    const step = claiming(stateWith({ r1c1: '15', r1c2: '25', r2c3: '58' }));
    expect(named(step?.eliminations ?? [])).toEqual(['r2c3-5']);
    expect(step?.message).toBe(
      'Look at row 1: its 5 must go where it crosses the top-left box, so no other cell of the top-left box can be 5',
    );
  });

  it('claiming: nothing when the line reaches a second box', () => {
    expect(claiming(stateWith({ r1c1: '15', r1c2: '25', r2c3: '58', r1c7: '35' }))).toBeNull();
  });
});

describe('naked subsets', () => {
  it('naked pair removes its two digits from the rest of the unit', () => {
    const step = nakedSubset(stateWith({ r4c2: '38', r4c7: '38', r4c1: '136', r4c5: '2389' }), 2);
    expect(named(step?.eliminations ?? [])).toEqual(['r4c1-3', 'r4c5-3', 'r4c5-8']);
    expect(step?.message).toBe(
      'Look at row 4: two of its cells can only hold 3 and 8 between them, so 2 other cells there cannot hold 3 and 8',
    );
  });

  it('naked pair: nothing when one of the two has a third digit', () => {
    expect(nakedSubset(stateWith({ r4c2: '38', r4c7: '348', r4c1: '136', r4c5: '2389' }), 2)).toBeNull();
  });

  it('naked triple: three cells, three digits, none a pair', () => {
    const position = stateWith({ r1c1: '12', r1c2: '23', r1c3: '13', r1c9: '1234' });
    expect(nakedSubset(position, 2)).toBeNull();
    const step = nakedSubset(position, 3);
    expect(step?.technique).toBe('Naked triple');
    expect(named(step?.eliminations ?? [])).toEqual(['r1c9-1', 'r1c9-2', 'r1c9-3']);
  });
});

describe('hidden subsets', () => {
  it('hidden pair strips the other candidates from its two cells', () => {
    const step = hiddenSubset(stateWith({ r1c1: '1247', r1c5: '3479', r1c2: '12', r1c3: '13', r1c9: '39' }), 2);
    expect(step?.technique).toBe('Hidden pair');
    expect(named(step?.eliminations ?? [])).toEqual(['r1c1-1', 'r1c1-2', 'r1c5-3', 'r1c5-9']);
    expect(step?.message).toBe('Look at row 1: 4 and 7 fit only in the same two cells, so those cells can hold nothing else');
  });

  it('hidden triple: 4, 5, 6 only in three cells of row 1', () => {
    const position = stateWith({
      r1c1: '1245',
      r1c4: '3456',
      r1c7: '4689',
      r1c2: '12',
      r1c3: '23',
      r1c5: '38',
      r1c9: '19',
    });
    expect(hiddenSubset(position, 2)).toBeNull();
    const step = hiddenSubset(position, 3);
    expect(step?.technique).toBe('Hidden triple');
    expect(named(step?.eliminations ?? [])).toEqual(['r1c1-1', 'r1c1-2', 'r1c4-3', 'r1c7-8', 'r1c7-9']);
  });
});
