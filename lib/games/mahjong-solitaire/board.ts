/**
 * Which places touch which, and the free rule. Safe for the browser (the view highlights free tiles).
 *
 * A tile is free when nothing lies on it (no tile of a higher layer overlaps it) and its left or its
 * right side is open (no tile of its own layer touches it on that side). Tiles are 2x2 half-units, so
 * two of a layer overlap when they are less than 2 apart both ways, and one touches another's side
 * when it is exactly 2 to that side and less than 2 above or below (half a tile off still touches).
 */
import type { Position } from './layouts';

export type Geometry = {
  readonly positions: readonly Position[];
  /** The places of higher layers overlapping each place. */
  readonly above: readonly (readonly number[])[];
  /** The places of the layer below overlapping each place (what it rests on). */
  readonly below: readonly (readonly number[])[];
  /** The places of the same layer touching each place's left side, and its right side. */
  readonly left: readonly (readonly number[])[];
  readonly right: readonly (readonly number[])[];
};

/** Which places hold a tile now: `present[i]`. */
export type Presence = ArrayLike<boolean>;

const overlaps = (a: Position, b: Position) => Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2;

const cache = new WeakMap<readonly Position[], Geometry>();

/** The relations of a layout's places (computed once per layout). */
export function geometryOf(positions: readonly Position[]): Geometry {
  const known = cache.get(positions);
  if (known) return known;
  const indices = positions.map((_, i) => i);
  const where = (i: number, test: (a: Position, b: Position) => boolean) =>
    indices.filter((j) => j !== i && test(positions[i]!, positions[j]!));
  const geometry: Geometry = {
    positions,
    above: indices.map((i) => where(i, (a, b) => b.z > a.z && overlaps(a, b))),
    below: indices.map((i) => where(i, (a, b) => b.z === a.z - 1 && overlaps(a, b))),
    left: indices.map((i) => where(i, (a, b) => b.z === a.z && b.x === a.x - 2 && Math.abs(b.y - a.y) < 2)),
    right: indices.map((i) => where(i, (a, b) => b.z === a.z && b.x === a.x + 2 && Math.abs(b.y - a.y) < 2)),
  };
  cache.set(positions, geometry);
  return geometry;
}

const anyPresent = (places: readonly number[], present: Presence) => places.some((j) => present[j]);

/** Why a tile cannot be taken now: 'covered' (a tile lies on it), 'sides' (both sides touched), or null when free. */
export function blockedBy(geometry: Geometry, present: Presence, place: number): 'covered' | 'sides' | null {
  if (anyPresent(geometry.above[place]!, present)) return 'covered';
  if (anyPresent(geometry.left[place]!, present) && anyPresent(geometry.right[place]!, present)) return 'sides';
  return null;
}

export function isFree(geometry: Geometry, present: Presence, place: number): boolean {
  return present[place] === true && blockedBy(geometry, present, place) === null;
}

/** The free tiles, in place order. */
export function freePlaces(geometry: Geometry, present: Presence): number[] {
  const free: number[] = [];
  for (let i = 0; i < geometry.positions.length; i++) if (isFree(geometry, present, i)) free.push(i);
  return free;
}

/**
 * What is wrong with a layout, as sentences (none for a good one): a place off the half-tile grid,
 * two tiles of a layer overlapping, a tile not resting wholly on the layer below, an odd count.
 */
export function layoutProblems(positions: readonly Position[]): string[] {
  const problems: string[] = [];
  const name = (p: Position) => `(${p.x}, ${p.y}, ${p.z})`;
  if (positions.length === 0 || positions.length % 2 !== 0) problems.push(`${positions.length} tiles is not an even, non-zero count`);
  positions.forEach((p, i) => {
    if (![p.x, p.y, p.z].every((n) => Number.isInteger(n) && n >= 0)) problems.push(`${name(p)} is not on the half-tile grid`);
    positions.forEach((q, j) => {
      if (j > i && q.z === p.z && overlaps(p, q)) problems.push(`${name(p)} and ${name(q)} overlap`);
    });
    if (p.z === 0) return;
    // Every half-unit square of the tile's face must lie on a tile of the layer below.
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      const [cx, cy] = [p.x + dx, p.y + dy];
      const under = positions.some((q) => q.z === p.z - 1 && q.x <= cx && cx < q.x + 2 && q.y <= cy && cy < q.y + 2);
      if (!under) problems.push(`${name(p)} does not rest on the layer below at (${cx}, ${cy})`);
    }
  });
  return problems;
}
