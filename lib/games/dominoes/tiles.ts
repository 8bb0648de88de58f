/**
 * The double-six set and the line of play. Browser-safe: nothing here is secret.
 *
 * A tile is written high end first, '6-4', '3-3', '0-0' (the form every reply, move and stored state
 * uses), so a tile has one spelling and a JSON text can be searched for it.
 */
export const MAX_PIP = 6;
export type Pip = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type Tile = `${Pip}-${Pip}`;

/** Which open end of the line a tile is laid at. */
export type End = 'left' | 'right';
export const ENDS: readonly End[] = ['left', 'right'];

/** A tile on the table: its pips as they face, read from left to right, and who laid it. */
export type LaidTile = { readonly tile: Tile; readonly left: Pip; readonly right: Pip; readonly seat: number };

/** The pips a tile must match at each end; null while the line is empty (any tile may lead). */
export type OpenEnds = { readonly left: Pip; readonly right: Pip } | null;

const isPip = (n: number): n is Pip => Number.isInteger(n) && n >= 0 && n <= MAX_PIP;

export function tileOf(a: number, b: number): Tile {
  if (!isPip(a) || !isPip(b)) throw new RangeError(`No tile ${a}-${b} in a double-six set`);
  return (a >= b ? `${a}-${b}` : `${b}-${a}`) as Tile;
}

/** All 28 tiles, heaviest first (6-6, 6-5, ... 0-0). */
export const ALL_TILES: readonly Tile[] = Array.from({ length: MAX_PIP + 1 }, (_, i) => MAX_PIP - i).flatMap((high) =>
  Array.from({ length: high + 1 }, (_, i) => tileOf(high, high - i)),
);

// Read by the character: the computer players evaluate tiles millions of times in a simulation.
export const highOf = (tile: Tile): Pip => (tile.charCodeAt(0) - 48) as Pip;
export const lowOf = (tile: Tile): Pip => (tile.charCodeAt(2) - 48) as Pip;
export const pipsOf = (tile: Tile): number => highOf(tile) + lowOf(tile);
export const isDouble = (tile: Tile): boolean => tile.charCodeAt(0) === tile.charCodeAt(2);
export const hasSuit = (tile: Tile, pip: number): boolean => highOf(tile) === pip || lowOf(tile) === pip;

/** The canonical spelling only ('6-4', not '4-6'). */
export function isTile(value: unknown): value is Tile {
  return typeof value === 'string' && /^[0-6]-[0-6]$/.test(value) && value.charCodeAt(0) >= value.charCodeAt(2);
}

/** A tile in either order ('4-6' is the 6-4); null for anything else. */
export function parseTile(text: string): Tile | null {
  const match = /^([0-6])-([0-6])$/.exec(text);
  return match ? tileOf(Number(match[1]), Number(match[2])) : null;
}

export function handPips(hand: readonly Tile[]): number {
  let total = 0;
  for (const tile of hand) total += pipsOf(tile);
  return total;
}

/**
 * Heavier first: more pips, then the higher end (6-3 before 5-4), which orders the whole set. The
 * first round opens with the heaviest tile dealt when nobody holds a double.
 */
export function heavierFirst(a: Tile, b: Tile): number {
  return pipsOf(b) - pipsOf(a) || highOf(b) - highOf(a);
}

export function endsOf(line: readonly LaidTile[]): OpenEnds {
  const first = line[0];
  const last = line[line.length - 1];
  return first && last ? { left: first.left, right: last.right } : null;
}

/** Whether the tile can be laid at that end (any tile fits an empty line). */
export function fitsEnd(tile: Tile, ends: OpenEnds, end: End): boolean {
  return ends === null || hasSuit(tile, end === 'left' ? ends.left : ends.right);
}

export function fitsEither(tile: Tile, ends: OpenEnds): boolean {
  return ends === null || hasSuit(tile, ends.left) || hasSuit(tile, ends.right);
}

/**
 * The tile turned so its matching pips touch the end it is laid at. The first tile of a line lies
 * high end left. The caller has checked that it fits.
 */
export function layTile(tile: Tile, ends: OpenEnds, end: End, seat: number): LaidTile {
  const high = highOf(tile);
  const low = lowOf(tile);
  if (ends === null) return { tile, left: high, right: low, seat };
  if (end === 'left') return ends.left === low ? { tile, left: high, right: low, seat } : { tile, left: low, right: high, seat };
  return ends.right === high ? { tile, left: high, right: low, seat } : { tile, left: low, right: high, seat };
}

/** The open ends once `laid` joins the line at `end`. */
export function endsAfter(ends: OpenEnds, laid: LaidTile, end: End): { left: Pip; right: Pip } {
  if (ends === null) return { left: laid.left, right: laid.right };
  return end === 'left' ? { left: laid.left, right: ends.right } : { left: ends.left, right: laid.right };
}
