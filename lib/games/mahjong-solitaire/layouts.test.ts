import { describe, expect, it } from 'vitest';
import { layoutProblems } from './board';
import { DAILY_LEVEL, LAYOUTS, LEVELS, layoutById, type Position } from './layouts';
import { FULL_TILE_SET, copiesOf, fullSetPairs, isDealableBag, matchGroup, tilesMatch, TILE_CODES } from './tiles';

const count = (positions: readonly Position[], z: number) => positions.filter((p) => p.z === z).length;

describe('the layouts', () => {
  it.each(LAYOUTS.map((l) => [l.id, l] as const))(
    '%s is sound: no overlap on a layer, every tile resting on the layer below, an even count',
    (_id, layout) => {
      expect(layoutProblems(layout.positions)).toEqual([]);
    },
  );

  it('are the levels, smallest first, with the Turtle daily', () => {
    expect(LEVELS).toEqual([
      { id: 'quick', label: 'Quick' },
      { id: 'fortress', label: 'Fortress' },
      { id: 'pyramid', label: 'Pyramid' },
      { id: 'turtle', label: 'Turtle' },
    ]);
    const sizes = LAYOUTS.map((l) => l.positions.length);
    expect(sizes).toEqual([48, 104, 120, 144]);
    expect(DAILY_LEVEL).toBe('turtle');
  });

  it('the Turtle is the classic: 87 on the table, then 36, 16, 4 and one on top, with its three end tiles half a row down', () => {
    const turtle = layoutById('turtle').positions;
    expect([0, 1, 2, 3, 4].map((z) => count(turtle, z))).toEqual([87, 36, 16, 4, 1]);
    const ends = turtle.filter((p) => p.z === 0 && p.y === 7);
    expect(ends.map((p) => p.x)).toEqual([0, 26, 28]);
    expect(turtle.filter((p) => p.z === 4)).toEqual([{ x: 13, y: 7, z: 4 }]);
  });

  it('lists places by layer, then row, then column, none twice', () => {
    for (const layout of LAYOUTS) {
      const keys = layout.positions.map((p) => p.z * 1e6 + p.y * 1e3 + p.x);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('the check finds what is wrong with a layout', () => {
    expect(layoutProblems([{ x: 0, y: 0, z: 0 }])).toEqual(['1 tiles is not an even, non-zero count']);
    expect(
      layoutProblems([
        { x: 0, y: 0, z: 0 },
        { x: 1, y: 1, z: 0 },
      ]),
    ).toEqual(['(0, 0, 0) and (1, 1, 0) overlap']);
    // Half of the upper tile hangs over nothing.
    const overhang = layoutProblems([
      { x: 0, y: 0, z: 0 },
      { x: 1, y: 0, z: 1 },
    ]);
    expect(overhang).toHaveLength(2);
    expect(overhang[0]).toMatch(/does not rest on the layer below at \(2, 0\)/);
    expect(
      layoutProblems([
        { x: 0, y: 0, z: 0 },
        { x: 0.5, y: 4, z: 0 },
      ]),
    ).toEqual(['(0.5, 4, 0) is not on the half-tile grid']);
    // Resting on two tiles side by side, half on each, is sound.
    expect(
      layoutProblems([
        { x: 0, y: 0, z: 0 },
        { x: 2, y: 0, z: 0 },
        { x: 1, y: 0, z: 1 },
        { x: 4, y: 0, z: 0 },
      ]),
    ).toEqual([]);
  });
});

describe('the tiles', () => {
  it('are 144: 34 kinds four times, four flowers and four seasons', () => {
    expect(FULL_TILE_SET).toHaveLength(144);
    expect(FULL_TILE_SET.map((t) => t.id)).toEqual([...Array(144).keys()]);
    expect(TILE_CODES).toHaveLength(42);
    expect(TILE_CODES.filter((code) => copiesOf(code) === 4)).toHaveLength(34);
    expect(TILE_CODES.filter((code) => copiesOf(code) === 1)).toEqual(['f1', 'f2', 'f3', 'f4', 's1', 's2', 's3', 's4']);
    for (const code of TILE_CODES) expect(FULL_TILE_SET.filter((t) => t.code === code)).toHaveLength(copiesOf(code));
    expect(TILE_CODES.every((code) => /^[a-z][a-z0-9]$/.test(code))).toBe(true);
  });

  it('match their own kind; any flower matches any flower and any season any season, never each other', () => {
    expect(tilesMatch('d3', 'd3')).toBe(true);
    expect(tilesMatch('d3', 'b3')).toBe(false);
    expect(tilesMatch('d3', 'dr')).toBe(false);
    expect(tilesMatch('we', 'ww')).toBe(false);
    expect(tilesMatch('f1', 'f4')).toBe(true);
    expect(tilesMatch('s2', 's3')).toBe(true);
    expect(tilesMatch('f1', 's1')).toBe(false);
    expect(new Set(TILE_CODES.map(matchGroup)).size).toBe(36);
  });

  it('cut into 72 matching pairs, and a bag is dealable only as whole pairs within the set', () => {
    const pairs = fullSetPairs();
    expect(pairs).toHaveLength(72);
    expect(pairs.every(([a, b]) => tilesMatch(a, b))).toBe(true);
    expect(pairs.flat().sort()).toEqual(FULL_TILE_SET.map((t) => t.code).sort());
    expect(isDealableBag(pairs.flat())).toBe(true);
    expect(isDealableBag(['f1', 'f3', 'd1', 'd1'])).toBe(true);
    expect(isDealableBag(['f1', 'f1'])).toBe(false);
    expect(isDealableBag(['d1', 'd1', 'd1'])).toBe(false);
    expect(isDealableBag(['d1', 'd1', 'd1', 'd1', 'd1', 'd1'])).toBe(false);
    expect(isDealableBag(['zz', 'zz'])).toBe(false);
  });
});
