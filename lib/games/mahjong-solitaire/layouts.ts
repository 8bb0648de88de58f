/**
 * The layouts, which are the levels (the play API's `level`). Safe for the browser: the view draws
 * the board from them. Coordinates are ours, in half-tile units as is usual for Mahjong layouts: a
 * tile at (x, y, z) covers x to x + 2 across and y to y + 2 down on layer z, so a tile may sit half
 * a tile off its neighbours (the Turtle's ends and top). The builders below take tile columns and
 * rows (halves allowed) and double them.
 */
import type { PuzzleLevel } from '../grid-puzzle-engine';

export type LayoutId = 'quick' | 'fortress' | 'pyramid' | 'turtle';

/** One place for a tile, in half-tile units; z is the layer, 0 on the table. */
export type Position = { readonly x: number; readonly y: number; readonly z: number };

export type Layout = PuzzleLevel<LayoutId> & {
  /** Every place of the layout, sorted by layer, then row (y), then column (x): a tile's index is its place here. */
  readonly positions: readonly Position[];
};

/** Tiles of layer z at columns from..to of each listed row (tile units; halves allowed). */
function rows(z: number, spec: readonly (readonly [row: number, fromColumn: number, toColumn: number])[]): Position[] {
  return spec.flatMap(([row, from, to]) => Array.from({ length: to - from + 1 }, (_, i) => ({ x: 2 * (from + i), y: 2 * row, z })));
}

/** A block of layer z: columns from..to by rows from..to (tile units). */
function block(z: number, columns: readonly [number, number], rowRange: readonly [number, number]): Position[] {
  const spec: [number, number, number][] = [];
  for (let row = rowRange[0]; row <= rowRange[1]; row++) spec.push([row, columns[0], columns[1]]);
  return rows(z, spec);
}

const single = (column: number, row: number, z: number): Position => ({ x: 2 * column, y: 2 * row, z });

const byPlace = (a: Position, b: Position) => a.z - b.z || a.y - b.y || a.x - b.x;

/**
 * The classic Turtle (144): a table layer of 87 with the single tile at the left end and the two at
 * the right between rows 4 and 5, then 6x6, 4x4, 2x2 and the one tile on top.
 */
const TURTLE: Position[] = [
  ...rows(0, [
    [0, 1, 12],
    [1, 3, 10],
    [2, 2, 11],
    [3, 1, 12],
    [4, 1, 12],
    [5, 2, 11],
    [6, 3, 10],
    [7, 1, 12],
  ]),
  single(0, 3.5, 0),
  single(13, 3.5, 0),
  single(14, 3.5, 0),
  ...block(1, [4, 9], [1, 6]),
  ...block(2, [5, 8], [2, 5]),
  ...block(3, [6, 7], [3, 4]),
  single(6.5, 3.5, 4),
];

/** Pyramid (120): squares of 8, 6, 4 and 2 tiles a side, each centred on the one below. */
const PYRAMID: Position[] = [
  ...block(0, [0, 7], [0, 7]),
  ...block(1, [1, 6], [1, 6]),
  ...block(2, [2, 5], [2, 5]),
  ...block(3, [3, 4], [3, 4]),
];

/**
 * Fortress (104): walls two tiles thick around a courtyard (12 by 8 less 8 by 4) with a keep of 4 by
 * 2 in it; towers of 2x2 on the corners and gatehouses in the middle of the long walls, each corner
 * tower capped by one tile resting on all four of its tiles; the keep has a second storey of 2x2.
 */
const FORTRESS_WALLS = rows(0, [
  [0, 0, 11],
  [1, 0, 11],
  [2, 0, 1],
  [2, 10, 11],
  [3, 0, 1],
  [3, 10, 11],
  [4, 0, 1],
  [4, 10, 11],
  [5, 0, 1],
  [5, 10, 11],
  [6, 0, 11],
  [7, 0, 11],
]);
const FORTRESS: Position[] = [
  ...FORTRESS_WALLS,
  ...block(0, [4, 7], [3, 4]),
  ...[0, 10].flatMap((column) => [0, 6].flatMap((row) => block(1, [column, column + 1], [row, row + 1]))),
  ...[0, 6].flatMap((row) => block(1, [5, 6], [row, row + 1])),
  ...block(1, [5, 6], [3, 4]),
  ...[0.5, 10.5].flatMap((column) => [0.5, 6.5].map((row) => single(column, row, 2))),
];

/** Quick (48), for a phone: 6x6 less its corners, 4x4 less its corners on it, and 2x2 on top. */
const withoutCorners = (positions: Position[]) => {
  const xs = positions.map((p) => p.x);
  const ys = positions.map((p) => p.y);
  const corner = (p: Position) =>
    (p.x === Math.min(...xs) || p.x === Math.max(...xs)) && (p.y === Math.min(...ys) || p.y === Math.max(...ys));
  return positions.filter((p) => !corner(p));
};
const QUICK: Position[] = [
  ...withoutCorners(block(0, [0, 5], [0, 5])),
  ...withoutCorners(block(1, [1, 4], [1, 4])),
  ...block(2, [2, 3], [2, 3]),
];

const layout = (id: LayoutId, label: string, positions: Position[]): Layout => ({ id, label, positions: positions.sort(byPlace) });

/** Smallest first: the order of the level picker. */
export const LAYOUTS: readonly Layout[] = [
  layout('quick', 'Quick', QUICK),
  layout('fortress', 'Fortress', FORTRESS),
  layout('pyramid', 'Pyramid', PYRAMID),
  layout('turtle', 'Turtle', TURTLE),
];

/** The levels as the platform lists them (no coordinates). */
export const LEVELS: readonly PuzzleLevel<LayoutId>[] = LAYOUTS.map(({ id, label }) => ({ id, label }));

/** The daily deal is on the classic. */
export const DAILY_LEVEL: LayoutId = 'turtle';

export function isLayoutId(value: unknown): value is LayoutId {
  return LAYOUTS.some((l) => l.id === value);
}

export function layoutById(id: LayoutId): Layout {
  const found = LAYOUTS.find((l) => l.id === id);
  if (!found) throw new Error(`Unknown Mahjong layout: ${id}`);
  return found;
}
