/**
 * The 144 tiles of Mahjong Solitaire and when two of them match. Safe for the browser: every tile is
 * face up, so nothing here is secret.
 *
 * Each tile has a two-character code, its kind: `d1`-`d9` dots, `b1`-`b9` bamboo, `c1`-`c9`
 * characters, `we` `ws` `ww` `wn` the winds, `dr` `dg` `dw` the dragons (a letter after the `d`, never
 * a digit), `f1`-`f4` the flowers and `s1`-`s4` the seasons. Suits, winds and dragons come four of a
 * kind and match only their own kind; there is one of each flower and season, and any flower matches
 * any flower, any season any season.
 */

export type TileCode = string;

type KindInfo = { readonly code: TileCode; readonly name: string; readonly copies: number };

const SUITS = [
  ['d', 'dots'],
  ['b', 'bamboo'],
  ['c', 'characters'],
] as const;
const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

const KINDS: readonly KindInfo[] = [
  ...SUITS.flatMap(([letter, suit]) => RANKS.map((rank) => ({ code: `${letter}${rank}`, name: `${rank} of ${suit}`, copies: 4 }))),
  { code: 'we', name: 'east wind', copies: 4 },
  { code: 'ws', name: 'south wind', copies: 4 },
  { code: 'ww', name: 'west wind', copies: 4 },
  { code: 'wn', name: 'north wind', copies: 4 },
  { code: 'dr', name: 'red dragon', copies: 4 },
  { code: 'dg', name: 'green dragon', copies: 4 },
  { code: 'dw', name: 'white dragon', copies: 4 },
  { code: 'f1', name: 'plum flower', copies: 1 },
  { code: 'f2', name: 'orchid flower', copies: 1 },
  { code: 'f3', name: 'chrysanthemum flower', copies: 1 },
  { code: 'f4', name: 'bamboo flower', copies: 1 },
  { code: 's1', name: 'spring season', copies: 1 },
  { code: 's2', name: 'summer season', copies: 1 },
  { code: 's3', name: 'autumn season', copies: 1 },
  { code: 's4', name: 'winter season', copies: 1 },
];

const KIND_BY_CODE = new Map(KINDS.map((kind) => [kind.code, kind]));

/** Every tile kind's code, in the order above. */
export const TILE_CODES: readonly TileCode[] = KINDS.map((kind) => kind.code);

/** A physical tile of the full set: `id` 0-143 (kinds in the order above, copies together). */
export type Tile = { readonly id: number; readonly code: TileCode };

/** The full set: 34 kinds four times (136) plus the four flowers and the four seasons. */
export const FULL_TILE_SET: readonly Tile[] = KINDS.flatMap((kind) => Array.from({ length: kind.copies }, () => kind.code)).map(
  (code, id) => ({ id, code }),
);

export function isTileCode(value: string): boolean {
  return KIND_BY_CODE.has(value);
}

/** How many tiles of this kind the full set holds (4, or 1 for a flower or a season). */
export function copiesOf(code: TileCode): number {
  return KIND_BY_CODE.get(code)?.copies ?? 0;
}

/** What a tile is called, e.g. '3 of dots', 'red dragon', 'plum flower'. */
export function tileName(code: TileCode): string {
  const kind = KIND_BY_CODE.get(code);
  if (!kind) throw new Error(`Unknown tile code: ${code}`);
  return kind.name;
}

const isBonus = (code: TileCode) => code[0] === 'f' || code[0] === 's';

/** The tiles a tile matches share this: its own code, or 'f' for every flower and 's' for every season. */
export function matchGroup(code: TileCode): string {
  return isBonus(code) ? code[0]! : code;
}

export function tilesMatch(a: TileCode, b: TileCode): boolean {
  return matchGroup(a) === matchGroup(b);
}

/** The codes given, sorted into their match groups (a suit, wind or dragon kind, 'f' or 's'). */
export function matchGroupsOf(codes: readonly TileCode[]): Map<string, TileCode[]> {
  const groups = new Map<string, TileCode[]>();
  for (const code of codes) {
    const group = groups.get(matchGroup(code));
    if (group) group.push(code);
    else groups.set(matchGroup(code), [code]);
  }
  return groups;
}

/**
 * The full set cut into its 72 matching pairs: two pairs of each of the 34 kinds, and the flowers
 * and the seasons two pairs each. A layout with fewer than 144 places deals a random choice of them.
 */
export function fullSetPairs(): [TileCode, TileCode][] {
  const pairs: [TileCode, TileCode][] = [];
  for (const group of matchGroupsOf(FULL_TILE_SET.map((tile) => tile.code)).values()) {
    for (let i = 0; i + 1 < group.length; i += 2) pairs.push([group[i]!, group[i + 1]!]);
  }
  return pairs;
}

/**
 * Whether a bag of tiles can be a deal (or what is left of one): no kind more often than the full
 * set has it, and an even number in every match group, so it splits into matching pairs.
 */
export function isDealableBag(codes: readonly TileCode[]): boolean {
  const counts = new Map<TileCode, number>();
  for (const code of codes) {
    if (!isTileCode(code)) return false;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  if ([...counts].some(([code, count]) => count > copiesOf(code))) return false;
  return [...matchGroupsOf(codes).values()].every((group) => group.length % 2 === 0);
}
