/**
 * Solvable deals and re-deals (server only: the clearing order is the solution). The tiles are
 * matching pairs laid on the pairs of a clearing order of the places (`clearing.ts`), so the order
 * clears the deal; every deal is checked by replaying it before it is returned.
 */
import type { Random } from '../grid-puzzle-engine';
import { shuffleInPlace, shuffled } from '../toolbox/random';
import { geometryOf, type Geometry } from './board';
import { clearingOrder, MAX_RANDOM_CLEARINGS, type Pair } from './clearing';
import { layoutById, type LayoutId } from './layouts';
import { replayProblem, type Tiles } from './rules';
import { fullSetPairs, matchGroupsOf, type TileCode } from './tiles';

/** Tiles on every place of a layout, with the order that clears them (the construction, backwards). */
export type Deal = { readonly tiles: Tiles; readonly order: readonly Pair[] };

/** The matching pairs laid on a clearing order's pairs, each pair's two tiles either way round. */
function layPairs(size: number, order: readonly Pair[], pairs: [TileCode, TileCode][], random: Random): Tiles {
  const tiles = new Array<TileCode | null>(size).fill(null);
  shuffleInPlace(pairs, random).forEach((pair, i) => {
    const [a, b] = shuffleInPlace([...order[i]!], random);
    tiles[a!] = pair[0];
    tiles[b!] = pair[1];
  });
  return tiles;
}

/** The replay must clear what was laid; a failure here is a bug in the generator, never a player's doing. */
function checked(geometry: Geometry, tiles: Tiles, order: readonly Pair[]) {
  const problem = replayProblem(geometry, tiles, order);
  if (problem) throw new Error(`A Mahjong deal does not clear by its own order: ${problem}`);
}

/**
 * A new deal of a layout. The Turtle takes the whole set; a smaller layout takes a random half of
 * its places' worth of the set's 72 matching pairs (two of each kind, and the flowers and the
 * seasons two pairs each), so a kind appears four times, twice or not at all.
 */
export function newDeal(layoutId: LayoutId, random: Random): Deal {
  const layout = layoutById(layoutId);
  return dealOn(geometryOf(layout.positions), layout.label, random);
}

/** A deal on every place of a geometry (a layout's, or a test's), or an error naming it when no clearing turned up. */
export function dealOn(geometry: Geometry, name: string, random: Random): Deal {
  const places = geometry.positions.map((_, i) => i);
  const order = clearingOrder(geometry, places, random, { search: false });
  if (!order) throw new Error(`No clearing of the ${name} layout in ${MAX_RANDOM_CLEARINGS} tries`);
  const pairs = shuffled(fullSetPairs(), random).slice(0, places.length / 2);
  const tiles = layPairs(places.length, order, pairs, random);
  checked(geometry, tiles, order);
  return { tiles, order };
}

/** The tiles left, cut into matching pairs at random (each match group holds an even number). */
function pairsOf(codes: readonly TileCode[], random: Random): [TileCode, TileCode][] | null {
  const pairs: [TileCode, TileCode][] = [];
  for (const group of matchGroupsOf(codes).values()) {
    if (group.length % 2 !== 0) return null;
    shuffleInPlace(group, random);
    for (let i = 0; i < group.length; i += 2) pairs.push([group[i]!, group[i + 1]!]);
  }
  return pairs;
}

/**
 * The tiles left, dealt again on the places they are on so that they clear: the deal's own method on
 * the places left. null when no order clears those places at all (e.g. two tiles stacked), whatever
 * the faces, or the tiles do not split into matching pairs.
 */
export function reDeal(geometry: Geometry, tiles: Tiles, random: Random): Deal | null {
  const places = tiles.flatMap((code, place) => (code === null ? [] : [place]));
  const pairs = pairsOf(
    places.map((place) => tiles[place]!),
    random,
  );
  if (!pairs) return null;
  const order = clearingOrder(geometry, places, random, { search: true });
  if (!order) return null;
  const dealt = layPairs(tiles.length, order, pairs, random);
  checked(geometry, dealt, order);
  return { tiles: dealt, order };
}
