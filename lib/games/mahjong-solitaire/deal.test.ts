import { describe, expect, it } from 'vitest';
import { pick } from '../toolbox/random';
import { createSeededRandom } from '../toolbox/seeded-random';
import { geometryOf } from './board';
import { clearingOrder, searchClearing } from './clearing';
import { dealOn, newDeal } from './deal';
import { applyMahjongMove } from './engine';
import { parseBoard } from './format';
import { LAYOUTS } from './layouts';
import { freeMatchingPairs, type Tiles } from './rules';
import { parseMahjongState } from './state';
import { clearsByRule, dealtGame, placesClearable } from './test-support';
import { FULL_TILE_SET, isDealableBag } from './tiles';
import { seedsFor } from '@/tests/support/property-runs';

const DEALS_PER_LAYOUT = 200;
// The deal check's seeds: all 200 in the deep run, a fifth (at a rotating offset) by default.
const DEAL_SEEDS = seedsFor(DEALS_PER_LAYOUT);
const sortedCodes = (tiles: Tiles) => tiles.filter((c) => c !== null).sort();

describe.each(LAYOUTS.map((l) => [l.id, l] as const))('deals of %s', (id, layout) => {
  const geometry = geometryOf(layout.positions);

  it(`${DEAL_SEEDS.length} deals each clear completely by replaying their order`, () => {
    for (const seed of DEAL_SEEDS) {
      const deal = newDeal(id, createSeededRandom(`deal ${id} ${seed}`));
      expect(deal.tiles).toHaveLength(layout.positions.length);
      expect(deal.tiles.every((code) => code !== null)).toBe(true);
      expect(isDealableBag(deal.tiles.filter((code) => code !== null))).toBe(true);
      if (id === 'turtle') expect(sortedCodes(deal.tiles)).toEqual(sortedCodes(FULL_TILE_SET.map((t) => t.code)));
      expect(deal.order).toHaveLength(layout.positions.length / 2);
      expect(clearsByRule(layout.positions, deal.tiles, deal.order), `seed ${seed}`).toBe(true);
    }
  });

  it(`every shuffle of a board partly cleared by random legal pairs is solvable again (${DEALS_PER_LAYOUT} boards)`, () => {
    let refused = 0;
    let stuckBoards = 0;
    for (let seed = 0; seed < DEALS_PER_LAYOUT; seed++) {
      const random = createSeededRandom(`shuffle ${id} ${seed}`);
      const game = dealtGame(id, random);
      let state = game.state;
      let before = parseBoard(game.deal)!.tiles;
      const pairs = 1 + Math.floor(random() * (layout.positions.length / 2 - 1));
      for (let i = 0; i < pairs; i++) {
        const free = freeMatchingPairs(geometry, before);
        if (free.length === 0) break;
        const [a, b] = pick(free, random);
        const next = applyMahjongMove(state, { type: 'pair', a, b });
        if ('refused' in next) throw new Error(next.refused);
        state = next.state;
        before = parseBoard(next.reply.board)!.tiles;
      }
      if (freeMatchingPairs(geometry, before).length === 0) stuckBoards++;
      const shuffled = applyMahjongMove(state, { type: 'shuffle' });
      if ('refused' in shuffled) {
        // Only when no order at all clears the places left, whatever their faces: proven by the test's own search.
        refused++;
        expect(sortedCodes(before).length).toBeLessThanOrEqual(24);
        expect(
          placesClearable(
            layout.positions,
            before.map((c) => c !== null),
          ),
        ).toBe(false);
        continue;
      }
      const step = shuffled.state.steps.at(-1)!;
      if (step.type !== 'shuffle') throw new Error('a shuffle is recorded as a step');
      const after = parseBoard(step.board)!.tiles;
      // The same tiles on the same places, and the order returned clears them.
      expect(after.map((c) => c === null)).toEqual(before.map((c) => c === null));
      expect(sortedCodes(after)).toEqual(sortedCodes(before));
      expect(clearsByRule(layout.positions, after, step.order), `seed ${seed}`).toBe(true);
      expect(shuffled.reply.board).toBe(step.board);
      expect(parseMahjongState(JSON.parse(JSON.stringify(shuffled.state)))).not.toBeNull();
    }
    // Refusals are rare corner cases (e.g. two tiles stacked); most boards are dealt again, some of them with no move left.
    expect(refused).toBeLessThan(DEALS_PER_LAYOUT / 10);
    expect(stuckBoards).toBeGreaterThan(0);
  });
});

describe('deals and re-deals', () => {
  const stack = geometryOf([
    { x: 0, y: 0, z: 0 },
    { x: 0, y: 0, z: 1 },
  ]);

  it('are the same for the same random source, and differ between sources', () => {
    expect(newDeal('quick', createSeededRandom('a'))).toEqual(newDeal('quick', createSeededRandom('a')));
    expect(newDeal('quick', createSeededRandom('a')).tiles).not.toEqual(newDeal('quick', createSeededRandom('b')).tiles);
  });

  it('fail clearly when no clearing turns up: two stacked tiles can never both be free', () => {
    expect(() => dealOn(stack, 'stacked', createSeededRandom('s'))).toThrow('No clearing of the stacked layout in 40 tries');
    expect(clearingOrder(stack, [0, 1], createSeededRandom('s'), { search: true })).toBeNull();
    expect(searchClearing(stack, [0, 1])).toBeNull();
  });

  it("the search for a clearing of places agrees with the test's own exhaustive search (small sets of the Quick layout)", () => {
    const positions = LAYOUTS[0]!.positions;
    const geometry = geometryOf(positions);
    let clearable = 0;
    for (let seed = 0; seed < 200; seed++) {
      const random = createSeededRandom(`places ${seed}`);
      // A set of places that can be on a table: a tile only where every tile under it is there.
      const present = positions.map(() => false);
      positions.forEach((_, i) => {
        if (geometry.below[i]!.every((j) => present[j]) && random() < (positions[i]!.z === 0 ? 0.15 : 0.9)) present[i] = true;
      });
      const places = present.flatMap((here, i) => (here ? [i] : []));
      // An odd set loses a tile with nothing on it.
      if (places.length % 2 === 1) present[places.pop()!] = false;
      const found = searchClearing(geometry, places);
      if (found === 'gave-up') throw new Error('the search gave up on a small set');
      expect(found !== null, `seed ${seed}`).toBe(placesClearable(positions, present));
      if (found) {
        clearable++;
        expect(
          clearsByRule(
            positions,
            present.map((here) => (here ? 'f1' : null)),
            found,
          ),
        ).toBe(true);
      }
    }
    expect(clearable).toBeGreaterThan(20);
    expect(clearable).toBeLessThan(200);
  });
});
