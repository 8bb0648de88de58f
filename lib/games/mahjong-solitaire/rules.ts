/**
 * Taking a pair: when it is allowed, and why not. Safe for the browser (the view can say at once why
 * a tile cannot be picked), though the server decides every move.
 */
import { blockedBy, isFree, type Geometry, type Presence } from './board';
import type { Pair } from './clearing';
import { matchGroup, tileName, tilesMatch, type TileCode } from './tiles';

/** The tile on each place of a layout, null where it has been taken. */
export type Tiles = readonly (TileCode | null)[];

export const presenceOf = (tiles: Tiles): boolean[] => tiles.map((code) => code !== null);

export const tilesLeft = (tiles: Tiles): number => tiles.reduce((n, code) => n + (code === null ? 0 : 1), 0);

/** The sentences a refused pair is answered with. */
export const PAIR_REFUSALS = {
  noSuchTile: (place: number) => `There is no tile ${place} on this board.`,
  taken: (place: number) => `Tile ${place} has already been taken.`,
  sameTile: 'Pick two different tiles.',
  covered: (code: TileCode) => `That tile is blocked: a tile lies on the ${tileName(code)}.`,
  sides: (code: TileCode) => `That tile is blocked: the ${tileName(code)} is touched on its left and its right.`,
  noMatch: (a: TileCode, b: TileCode) => `Those tiles do not match: the ${tileName(a)} and the ${tileName(b)}.`,
} as const;

/** Why one tile cannot be picked now (not there, taken or blocked), or null when it can. */
export function tileProblem(geometry: Geometry, tiles: Tiles, place: number, present: Presence = presenceOf(tiles)): string | null {
  if (!Number.isInteger(place) || place < 0 || place >= tiles.length) return PAIR_REFUSALS.noSuchTile(place);
  const code = tiles[place];
  if (code === null || code === undefined) return PAIR_REFUSALS.taken(place);
  const blocked = blockedBy(geometry, present, place);
  return blocked === null ? null : PAIR_REFUSALS[blocked](code);
}

/** Why two tiles cannot be taken together now, or null when they can: both free, different and matching. */
export function pairProblem(geometry: Geometry, tiles: Tiles, a: number, b: number): string | null {
  const present = presenceOf(tiles);
  const problem = tileProblem(geometry, tiles, a, present) ?? tileProblem(geometry, tiles, b, present);
  if (problem) return problem;
  if (a === b) return PAIR_REFUSALS.sameTile;
  return tilesMatch(tiles[a]!, tiles[b]!) ? null : PAIR_REFUSALS.noMatch(tiles[a]!, tiles[b]!);
}

export function withoutPair(tiles: Tiles, [a, b]: Pair): Tiles {
  return tiles.map((code, place) => (place === a || place === b ? null : code));
}

/** Every pair of free tiles that match, each once (lower place first), in place order. */
export function freeMatchingPairs(geometry: Geometry, tiles: Tiles): Pair[] {
  const present = presenceOf(tiles);
  const free = tiles.flatMap((code, place) => (code !== null && isFree(geometry, present, place) ? [place] : []));
  const groups = free.map((place) => matchGroup(tiles[place]!));
  const pairs: Pair[] = [];
  for (let i = 0; i < free.length; i++)
    for (let j = i + 1; j < free.length; j++) if (groups[i] === groups[j]) pairs.push([free[i]!, free[j]!]);
  return pairs;
}

/**
 * Why an order does not clear the tiles (the first pair that is not free and matching at its turn,
 * or tiles left at the end), or null when it clears them all.
 */
export function replayProblem(geometry: Geometry, tiles: Tiles, order: readonly Pair[]): string | null {
  let board = tiles;
  for (const [step, [a, b]] of order.entries()) {
    const problem = pairProblem(geometry, board, a, b);
    if (problem) return `pair ${step + 1} (${a}, ${b}): ${problem}`;
    board = withoutPair(board, [a, b]);
  }
  const left = tilesLeft(board);
  return left === 0 ? null : `${left} tiles are left after the last pair`;
}
