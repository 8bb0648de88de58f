import { describe, expect, it } from 'vitest';
import { blockedBy, freePlaces, geometryOf } from './board';
import { createSeededRandom } from '../toolbox/seeded-random';
import { LAYOUTS, layoutById, type Position } from './layouts';
import { freeByRule } from './test-support';
import { freeMatchingPairs, pairProblem, PAIR_REFUSALS, replayProblem, type Tiles } from './rules';

const at = (x: number, y: number, z = 0): Position => ({ x, y, z });
const all = (n: number) => new Array<boolean>(n).fill(true);

describe('the free rule', () => {
  it('a row of three: both ends are free, the middle is touched on both sides until an end goes', () => {
    const row = geometryOf([at(0, 0), at(2, 0), at(4, 0)]);
    expect(freePlaces(row, all(3))).toEqual([0, 2]);
    expect(blockedBy(row, all(3), 1)).toBe('sides');
    expect(freePlaces(row, [false, true, true])).toEqual([1, 2]);
  });

  it('a tile under another is covered, wholly or half; the one on top is free', () => {
    const stack = geometryOf([at(0, 0), at(0, 0, 1)]);
    expect(blockedBy(stack, all(2), 0)).toBe('covered');
    expect(freePlaces(stack, all(2))).toEqual([1]);
    // One tile resting across two: both under it are covered though their outer sides are open.
    const bridge = geometryOf([at(0, 0), at(2, 0), at(1, 0, 1)]);
    expect(freePlaces(bridge, all(3))).toEqual([2]);
    expect(freePlaces(bridge, [true, true, false])).toEqual([0, 1]);
  });

  it('half a tile up or down still touches a side; a whole tile off does not', () => {
    // The Turtle's left end: one tile touching two rows.
    const end = geometryOf([at(0, 1), at(2, 0), at(2, 2), at(4, 0), at(4, 2)]);
    expect(freePlaces(end, all(5))).toEqual([0, 3, 4]);
    expect(blockedBy(end, all(5), 1)).toBe('sides');
    expect(freePlaces(end, [false, true, true, true, true])).toEqual([1, 2, 3, 4]);
    // Two tiles side by side in different rows (2 apart vertically) do not touch.
    const apart = geometryOf([at(0, 0), at(2, 2), at(4, 0)]);
    expect(freePlaces(apart, all(3))).toEqual([0, 1, 2]);
  });

  it('a tile on a higher layer only blocks what it overlaps', () => {
    const g = geometryOf([at(0, 0), at(2, 0), at(4, 0), at(4, 0, 1)]);
    // The middle is touched on both sides, the right end is covered, the left end is free.
    expect(freePlaces(g, all(4))).toEqual([0, 3]);
    expect(blockedBy(g, all(4), 2)).toBe('covered');
  });
});

describe('the free rule on the layouts', () => {
  it('agrees with the rule read off the coordinates, on every layout full and thinned out at random', () => {
    for (const layout of LAYOUTS) {
      const geometry = geometryOf(layout.positions);
      for (let seed = 0; seed < 20; seed++) {
        const random = createSeededRandom(`free ${layout.id} ${seed}`);
        const present = layout.positions.map(() => seed === 0 || random() < 0.6);
        const expected = layout.positions.flatMap((_, i) => (present[i] && freeByRule(layout.positions, present, i) ? [i] : []));
        expect(freePlaces(geometry, present)).toEqual(expected);
      }
    }
  });

  it('on the full Turtle: the top, the end tiles and the row ends are free; the tiles beside the single end tiles and the 2x2 under the top are not', () => {
    const positions = layoutById('turtle').positions;
    const geometry = geometryOf(positions);
    const present = all(positions.length);
    const place = (x: number, y: number, z: number) => positions.findIndex((p) => p.x === x && p.y === y && p.z === z);
    const free = (x: number, y: number, z: number) => freePlaces(geometry, present).includes(place(x, y, z));
    expect(free(13, 7, 4)).toBe(true);
    expect(free(0, 7, 0)).toBe(true);
    expect(free(28, 7, 0)).toBe(true);
    expect(free(26, 7, 0)).toBe(false);
    expect(free(2, 0, 0) && free(24, 0, 0) && free(2, 14, 0)).toBe(true);
    // Rows 4 and 5 are closed at both ends by the single tiles half a row off.
    expect([free(2, 6, 0), free(2, 8, 0), free(24, 6, 0), free(24, 8, 0)]).toEqual([false, false, false, false]);
    expect([free(12, 6, 3), free(14, 6, 3), free(12, 8, 3), free(14, 8, 3)]).toEqual([false, false, false, false]);
    expect(blockedBy(geometry, present, place(12, 6, 3))).toBe('covered');
  });
});

describe('taking a pair', () => {
  const row = geometryOf([at(0, 0), at(2, 0), at(4, 0), at(6, 0), at(2, 0, 1), at(8, 0, 0)]);
  const tiles: Tiles = ['d1', 'd1', 'f2', 'f3', 's1', 's4'];

  it('refuses with the reason: unknown tile, taken tile, the same tile twice, blocked, not matching', () => {
    expect(pairProblem(row, tiles, 0, 6)).toBe(PAIR_REFUSALS.noSuchTile(6));
    expect(pairProblem(row, tiles, -1, 0)).toBe(PAIR_REFUSALS.noSuchTile(-1));
    expect(pairProblem(row, ['d1', null, 'f2', 'f3', 's1', 's4'], 1, 0)).toBe(PAIR_REFUSALS.taken(1));
    expect(pairProblem(row, tiles, 0, 0)).toBe(PAIR_REFUSALS.sameTile);
    expect(pairProblem(row, tiles, 0, 1)).toBe('That tile is blocked: a tile lies on the 1 of dots.');
    expect(pairProblem(row, tiles, 4, 2)).toBe('That tile is blocked: the orchid flower is touched on its left and its right.');
    expect(pairProblem(row, tiles, 0, 4)).toBe('Those tiles do not match: the 1 of dots and the spring season.');
  });

  it('allows two free tiles that match: the same kind, or two flowers, or two seasons', () => {
    // The second tile is uncovered once the top tile is gone, and its right side is open.
    const open: Tiles = ['f1', 'f3', null, 's1', null, 's4'];
    expect(pairProblem(row, open, 0, 1)).toBeNull();
    expect(pairProblem(row, open, 5, 3)).toBeNull();
    expect(freeMatchingPairs(row, open)).toEqual([
      [0, 1],
      [3, 5],
    ]);
    expect(freeMatchingPairs(row, tiles)).toEqual([[4, 5]]);
  });

  it('a replay says where an order fails, or null when it clears everything', () => {
    expect(
      replayProblem(row, tiles, [
        [4, 5],
        [0, 1],
        [2, 3],
      ]),
    ).toMatch(/^pair 2 \(0, 1\): That tile is blocked/);
    const clears: Tiles = ['d1', 'f2', 'f3', 'd1', 's1', 's4'];
    expect(
      replayProblem(row, clears, [
        [4, 5],
        [0, 3],
        [1, 2],
      ]),
    ).toBeNull();
    expect(
      replayProblem(row, clears, [
        [4, 5],
        [0, 3],
      ]),
    ).toBe('2 tiles are left after the last pair');
    expect(
      replayProblem(row, clears, [
        [4, 5],
        [0, 3],
        [1, 2],
        [1, 2],
      ]),
    ).toBe(`pair 4 (1, 2): ${PAIR_REFUSALS.taken(1)}`);
  });
});
