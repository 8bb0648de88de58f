import { describe, expect, it } from 'vitest';
import { cellAt, named, stateWith } from '../test-positions';
import { simpleColouring } from './colouring';
import { fish } from './fish';
import { wWing, xyWing } from './wings';
import { xyChain } from './xy-chain';

describe('fish', () => {
  const xWing = { r2c3: '14', r2c8: '24', r7c3: '34', r7c8: '45', r5c3: '46', r9c8: '47' };

  it('X-Wing on 4 in rows 2 and 7 clears columns 3 and 8', () => {
    const step = fish(stateWith(xWing), 2);
    expect(step?.technique).toBe('X-Wing');
    expect(named(step?.eliminations ?? [])).toEqual(['r5c3-4', 'r9c8-4']);
    expect(step?.message).toBe('In each of rows 2 and 7, 4 fits only in columns 3 and 8, so no other cell of columns 3 and 8 can be 4');
  });

  it('X-Wing: nothing once a base row has a third place', () => {
    expect(fish(stateWith({ ...xWing, r2c5: '48' }), 2)).toBeNull();
  });

  it('Swordfish on 2 in rows 1, 5, 9 clears columns 1, 5, 9; no X-Wing there', () => {
    const position = stateWith({
      r1c1: '12',
      r1c5: '23',
      r5c5: '24',
      r5c9: '25',
      r9c1: '26',
      r9c9: '27',
      r3c1: '28',
      r7c9: '29',
    });
    expect(fish(position, 2)).toBeNull();
    const step = fish(position, 3);
    expect(step?.technique).toBe('Swordfish');
    expect(named(step?.eliminations ?? [])).toEqual(['r3c1-2', 'r7c9-2']);
  });
});

describe('XY-Wing', () => {
  const wing = { r1c1: '12', r1c5: '13', r5c1: '23', r5c5: '34' };

  it('pivot r1c1 with pincers r1c5 and r5c1 removes 3 from r5c5', () => {
    const step = xyWing(stateWith(wing));
    expect(named(step?.eliminations ?? [])).toEqual(['r5c5-3']);
    expect(step?.cells).toEqual([cellAt('r1c1'), cellAt('r1c5'), cellAt('r5c1')]);
  });

  it('nothing when the pincers do not share a digit', () => {
    expect(xyWing(stateWith({ ...wing, r5c1: '24' }))).toBeNull();
  });

  it("nothing when a pincer lacks the pivot's other digit", () => {
    expect(xyWing(stateWith({ ...wing, r5c1: '34' }))).toBeNull();
  });
});

describe('W-Wing', () => {
  const w = { r1c1: '12', r5c6: '12', r9c1: '15', r9c6: '16', r1c6: '29', r5c1: '25' };

  it('two 1/2 cells joined by the strong link on 1 in row 9 remove 2 where they both see', () => {
    const step = wWing(stateWith(w));
    expect(step?.technique).toBe('W-Wing');
    expect(named(step?.eliminations ?? [])).toEqual(['r1c6-2', 'r5c1-2']);
  });

  it('nothing when row 9 has a third place for 1', () => {
    expect(wWing(stateWith({ ...w, r9c4: '17' }))).toBeNull();
    expect(wWing(stateWith({ ...w, r9c8: '17' }))).toBeNull();
  });
});

describe('simple colouring', () => {
  it('colour trap: r5c1 sees both colours of the 7-chain', () => {
    const step = simpleColouring(stateWith({ r1c1: '37', r1c5: '47', r4c5: '57', r5c6: '67', r5c1: '78', r5c8: '79', r9c1: '17' }));
    expect(named(step?.eliminations ?? [])).toEqual(['r5c1-7']);
    expect(step?.message).toContain('a cell that sees both colours cannot be');
  });

  it('colour wrap: two cells of one colour in box 1 make that whole colour false', () => {
    const step = simpleColouring(stateWith({ r1c1: '37', r1c5: '47', r5c5: '57', r5c2: '67', r2c2: '78', r3c3: '17' }));
    expect(named(step?.eliminations ?? [])).toEqual(['r1c1-7', 'r2c2-7', 'r5c5-7']);
  });

  it('nothing when a link is broken', () => {
    // r1c7 gives row 1 a third 7, so r1c1 and r1c5 are no longer a strong link.
    expect(
      simpleColouring(stateWith({ r1c1: '37', r1c5: '47', r4c5: '57', r5c6: '67', r5c1: '78', r5c8: '79', r9c1: '17', r1c7: '27' })),
    ).toBeNull();
  });
});

describe('XY-chain', () => {
  const chain = { r1c1: '12', r1c6: '23', r5c6: '34', r5c9: '14', r1c9: '157', r5c1: '167' };

  it('a four-cell chain from 1 back to 1 removes 1 from cells seeing both ends', () => {
    const step = xyChain(stateWith(chain));
    expect(step?.cells).toEqual(['r1c1', 'r1c6', 'r5c6', 'r5c9'].map(cellAt));
    expect(named(step?.eliminations ?? [])).toEqual(['r1c9-1', 'r5c1-1']);
    expect(step?.message).toContain('Follow the 4 cells with two digits each');
  });

  it('remote pairs are found as XY-chains', () => {
    const step = xyChain(stateWith({ r1c1: '12', r1c6: '12', r5c6: '12', r5c9: '12', r1c9: '28', r5c1: '29' }));
    expect(named(step?.eliminations ?? [])).toEqual(expect.arrayContaining(['r1c9-2', 'r5c1-2']));
  });

  it('nothing when the chain ends on another digit', () => {
    expect(xyChain(stateWith({ ...chain, r5c9: '45' }))).toBeNull();
  });
});
