/**
 * The line of play on screen, as at a real table: it grows from the opening tile in both
 * directions and turns at the edge of the table (a snake), so it always fits without scrolling.
 * The right arm runs right from the opening tile, then turns down and back; the left arm runs left,
 * then turns up and back. Doubles lie crosswise. Each arm ends in the slot where its next tile goes.
 * Pure: sizes in px from the box the view measured.
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
export type LineLayout = { unit: number; tiles: PlacedTile[]; slots: PlacedSlot[]; height: number };

type Item = { kind: 'tile'; index: number; tile: LineTile } | { kind: 'slot'; end: 'left' | 'right' };

const lengthOf = (item: Item, unit: number) => (item.kind === 'tile' && item.tile.double ? unit : 2 * unit);

/**
 * Lays out the line for a unit (half a tile's length). Rows are 2 units high (a crosswise double);
 * the opening tile (`anchor`) is centred in row 0; the right arm's rows are numbered 1, 2, ...
 * downwards and the left arm's -1, -2, ... upwards.
 */
function layAt(line: readonly LineTile[], anchor: number, width: number, unit: number) {
  const gap = Math.max(2, Math.round(unit / 10));
  const placed: { item: Item; row: number; x: number; direction: 1 | -1 }[] = [];
  if (line.length === 0) {
    placed.push({ item: { kind: 'slot', end: 'left' }, row: 0, x: width / 2 - unit, direction: 1 });
    return { placed, gap, rows: [0, 0] as const };
  }
  const anchorLength = lengthOf({ kind: 'tile', index: anchor, tile: line[anchor]! }, unit);
  const anchorX = Math.round(width / 2 - anchorLength / 2);
  placed.push({ item: { kind: 'tile', index: anchor, tile: line[anchor]! }, row: 0, x: anchorX, direction: 1 });

  const arm = (items: Item[], start: number, direction: 1 | -1, rowStep: 1 | -1) => {
    let row = 0;
    let cursor = start;
    let dir = direction;
    // The outer edge of the last tile laid: a turn starts the next row right beside it (a U-turn).
    let edge = start;
    for (const item of items) {
      const length = lengthOf(item, unit);
      const fits = dir === 1 ? cursor + length <= width : cursor - length >= 0;
      if (!fits) {
        // Turn at the edge: the next row runs back the other way, from under (or over) the last tile.
        row += rowStep;
        dir = dir === 1 ? -1 : 1;
        cursor = dir === 1 ? Math.max(0, Math.min(edge, width - length)) : Math.min(width, Math.max(edge, length));
      }
      const x = dir === 1 ? cursor : cursor - length;
      placed.push({ item, row, x, direction: dir });
      edge = dir === 1 ? x + length : x;
      cursor = dir === 1 ? cursor + length + gap : cursor - length - gap;
    }
    return row;
  };
  const rightItems: Item[] = [
    ...line.slice(anchor + 1).map((tile, i) => ({ kind: 'tile' as const, index: anchor + 1 + i, tile })),
    { kind: 'slot', end: 'right' },
  ];
  const leftItems: Item[] = [
    ...line
      .slice(0, anchor)
      .map((tile, i) => ({ kind: 'tile' as const, index: i, tile }))
      .reverse(),
    { kind: 'slot', end: 'left' },
  ];
  const lastRight = arm(rightItems, anchorX + anchorLength + gap, 1, 1);
  const lastLeft = arm(leftItems, anchorX - gap, -1, -1);
  return { placed, gap, rows: [lastLeft, lastRight] as const };
}

/**
 * The largest unit (from `maxUnit` down to `minUnit`) at which the whole line fits the box; at
 * `minUnit` it may be taller than the box (the caller lets it scroll then, which 28 tiles on a
 * phone-sized box never need).
 */
export function layoutLine(
  line: readonly LineTile[],
  anchor: number,
  box: { width: number; height: number },
  units: { min: number; max: number },
): LineLayout {
  const anchorIndex = line.length === 0 ? 0 : Math.min(Math.max(0, anchor), line.length - 1);
  let unit = units.max;
  let laid = layAt(line, anchorIndex, box.width, unit);
  const rowGap = (u: number) => Math.max(4, Math.round(u / 3));
  const heightOf = (rows: readonly [number, number], u: number) => (rows[1] - rows[0] + 1) * 2 * u + (rows[1] - rows[0]) * rowGap(u);
  while (unit > units.min && heightOf(laid.rows, unit) > box.height) {
    unit--;
    laid = layAt(line, anchorIndex, box.width, unit);
  }
  const height = heightOf(laid.rows, unit);
  const top = Math.max(0, Math.round((box.height - height) / 2));
  const rowTop = (row: number) => top + (row - laid.rows[0]) * (2 * unit + rowGap(unit));
  const tiles: PlacedTile[] = [];
  const slots: PlacedSlot[] = [];
  for (const { item, row, x, direction } of laid.placed) {
    const y = rowTop(row);
    if (item.kind === 'slot') {
      slots.push({ end: item.end, x: Math.round(x), y, size: 2 * unit });
      continue;
    }
    const { tile, index } = item;
    // Seen from the screen, a tile's pips read along its arm: the right arm's tiles keep the line's
    // order while running right, the left arm's while running left; running back, they turn round.
    const inLineOrder = index === anchorIndex || (index > anchorIndex ? direction === 1 : direction === -1);
    const [first, second] = inLineOrder ? [tile.left, tile.right] : [tile.right, tile.left];
    if (tile.double) tiles.push({ index, x: Math.round(x), y, width: unit, height: 2 * unit, upright: true, first, second });
    else tiles.push({ index, x: Math.round(x), y: y + Math.round(unit / 2), width: 2 * unit, height: unit, upright: false, first, second });
  }
  tiles.sort((a, b) => a.index - b.index);
  // The left end first, in reading (and tab) order.
  slots.sort((a, b) => (a.end === b.end ? 0 : a.end === 'left' ? -1 : 1));
  return { unit, tiles, slots, height: Math.max(height, box.height) };
}
