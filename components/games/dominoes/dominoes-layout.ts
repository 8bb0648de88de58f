/**
 * The line of play on screen: a snake read like a page. The first row runs right from the left
 * end's slot, the next runs back from under its last tile, and so on, always over an odd number of
 * rows, so the left end is at the top left and the right end at the bottom right: the two open
 * ends never meet on one side. Rows are balanced (no short last row) and the snake is centred.
 * Doubles lie crosswise. And the size of the hand's tiles. Pure: sizes in px from the box the view measured.
 */
import type { LineTile } from './dominoes-client';

/** A placed tile: its box, and whether it is drawn crosswise (upright) and which pips face left (or up). */
export type PlacedTile = {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  upright: boolean;
  first: number;
  second: number;
};
export type PlacedSlot = { end: 'left' | 'right'; x: number; y: number; size: number };
export type LineLayout = { unit: number; tiles: PlacedTile[]; slots: PlacedSlot[]; height: number; rows: number };

type Item = { kind: 'tile'; index: number; tile: LineTile } | { kind: 'slot'; end: 'left' | 'right' };

const lengthOf = (item: Item, unit: number) => (item.kind === 'tile' && item.tile.double ? unit : 2 * unit);
const gapOf = (unit: number) => Math.max(2, Math.round(unit / 10));
const rowGapOf = (unit: number) => Math.max(4, Math.round(unit / 3));
const heightOf = (rows: number, unit: number) => rows * 2 * unit + (rows - 1) * rowGapOf(unit);

/**
 * Splits `lengths` (in order) into exactly `rows` non-empty rows with the longest row as short as
 * can be (items `gap` apart); returns each row's first index, or null when there are too few items.
 */
export function splitRows(lengths: readonly number[], rows: number, gap: number): { starts: number[]; longest: number } | null {
  const n = lengths.length;
  if (rows < 1 || rows > n) return null;
  const prefix = [0];
  for (const l of lengths) prefix.push(prefix.at(-1)! + l);
  const span = (i: number, j: number) => prefix[j]! - prefix[i]! + (j - i - 1) * gap;
  // best[k][j]: the longest row, at best, laying the first j items in k rows; from[k][j]: where the k-th row starts.
  const best = Array.from({ length: rows + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const from = Array.from({ length: rows + 1 }, () => new Array<number>(n + 1).fill(0));
  best[0]![0] = 0;
  for (let k = 1; k <= rows; k++) {
    for (let j = k; j <= n; j++) {
      for (let i = k - 1; i < j; i++) {
        const value = Math.max(best[k - 1]![i]!, span(i, j));
        if (value < best[k]![j]!) {
          best[k]![j] = value;
          from[k]![j] = i;
        }
      }
    }
  }
  const starts: number[] = [];
  for (let k = rows, j = n; k > 0; k--) {
    j = from[k]![j]!;
    starts.unshift(j);
  }
  return { starts, longest: best[rows]![n]! };
}

/** The fewest rows (an odd count) that lay `items` within `width` at `unit`, or null when none does. */
function rowsAt(items: readonly Item[], width: number, unit: number) {
  const lengths = items.map((item) => lengthOf(item, unit));
  for (let rows = 1; rows <= items.length; rows += 2) {
    const split = splitRows(lengths, rows, gapOf(unit));
    if (split && split.longest <= width) return { rows, ...split };
  }
  return null;
}

/**
 * Lays out the line at the largest unit (half a tile's length, from `units.max` down to `units.min`)
 * at which it fits the box; at `units.min` it may be taller than the box (the caller lets it scroll
 * then, which 28 tiles on a phone-sized box never need). `anchor` (the opening tile) is kept for the
 * caller's sake: the layout reads the line from its left end, wherever the round began.
 */
export function layoutLine(
  line: readonly LineTile[],
  anchor: number,
  box: { width: number; height: number },
  units: { min: number; max: number },
): LineLayout {
  void anchor;
  if (line.length === 0) {
    const unit = units.max;
    const top = Math.max(0, Math.round((box.height - 2 * unit) / 2));
    return {
      unit,
      tiles: [],
      slots: [{ end: 'left', x: Math.round(box.width / 2 - unit), y: top, size: 2 * unit }],
      height: box.height,
      rows: 1,
    };
  }
  const items: Item[] = [
    { kind: 'slot', end: 'left' },
    ...line.map((tile, index) => ({ kind: 'tile' as const, index, tile })),
    { kind: 'slot', end: 'right' },
  ];
  let unit = units.max;
  let split = rowsAt(items, box.width, unit);
  while (unit > units.min && (!split || heightOf(split.rows, unit) > box.height)) {
    unit--;
    split = rowsAt(items, box.width, unit);
  }
  // Narrower than even the smallest tiles in one column: one item a row (the box scrolls).
  const laid = split ?? { rows: items.length, starts: items.map((_, i) => i), longest: 2 * unit };
  const gap = gapOf(unit);
  const height = heightOf(laid.rows, unit);
  const top = Math.max(0, Math.round((box.height - height) / 2));
  const left = Math.max(0, Math.round((box.width - laid.longest) / 2));
  const tiles: PlacedTile[] = [];
  const slots: PlacedSlot[] = [];
  laid.starts.forEach((start, row) => {
    const end = laid.starts[row + 1] ?? items.length;
    const y = top + row * (2 * unit + rowGapOf(unit));
    // Even rows run right from the band's left edge; odd rows run back from its right edge.
    const rightward = row % 2 === 0;
    const inRow = items.slice(start, end);
    const span = inRow.reduce((sum, item) => sum + lengthOf(item, unit), 0) + (inRow.length - 1) * gap;
    // A shorter row spreads out to the band's width, so each turn lies under the row before's end.
    const spread = inRow.length > 1 ? Math.min(unit, (laid.longest - span) / (inRow.length - 1)) : 0;
    let cursor = rightward ? left : left + laid.longest;
    for (const item of inRow) {
      const length = lengthOf(item, unit);
      const x = Math.round(rightward ? cursor : cursor - length);
      cursor = rightward ? cursor + length + gap + spread : cursor - length - gap - spread;
      if (item.kind === 'slot') {
        slots.push({ end: item.end, x, y, size: 2 * unit });
        continue;
      }
      const { tile, index } = item;
      // Seen from the screen, a tile's pips read along its row: turned round on rows that run back.
      const [first, second] = rightward ? [tile.left, tile.right] : [tile.right, tile.left];
      if (tile.double) tiles.push({ index, x, y, width: unit, height: 2 * unit, upright: true, first, second });
      else tiles.push({ index, x, y: y + Math.round(unit / 2), width: 2 * unit, height: unit, upright: false, first, second });
    }
  });
  return { unit, tiles, slots, height: Math.max(height, box.height), rows: laid.rows };
}

/** Space between the hand's tiles, across and down (px). */
export const HAND_GAP = 6;
/** A tile in one row is at least this wide; past that the hand takes a second row of larger tiles. */
const ONE_ROW_MIN = 34;
/** On two rows or more tiles are kept lower, so the line keeps its room. */
const ROWS_MAX = 36;
/**
 * The narrowest tile before a third row: WCAG's smallest target (24 px; the tile is twice as tall).
 * A long hand on a phone (17 to 22 tiles) stays on two rows: a third row of larger tiles took the
 * height the line needed, and the board no longer fitted the screen.
 */
const TWO_ROWS_MIN = 24;

/** The width of the hand's upright tiles: as few rows as possible, `max` px at most on one row. */
export function handTileWidth(count: number, width: number, max: number): number {
  for (let rows = 1; ; rows++) {
    const perRow = Math.ceil(count / rows);
    const w = Math.floor((width - HAND_GAP * (perRow - 1)) / perRow);
    if (rows === 1 && w >= ONE_ROW_MIN) return Math.min(max, w);
    if ((rows > 1 && w >= TWO_ROWS_MIN) || rows >= 4) return Math.max(TWO_ROWS_MIN, Math.min(ROWS_MAX, w));
  }
}

/** The hand's tiles a row, balanced: as many rows as tiles `tile` px wide need, their lengths one apart at most. */
export function handPerRow(count: number, width: number, tile: number): number {
  if (count <= 0) return 1;
  const fit = Math.max(1, Math.floor((width + HAND_GAP) / (tile + HAND_GAP)));
  return Math.ceil(count / Math.ceil(count / fit));
}
