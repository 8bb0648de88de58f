import { describe, expect, it } from 'vitest';
import { ALL_TILES, highOf, isDouble, lowOf, type Pip, type Tile } from '@/lib/games/dominoes/tiles';
import type { LineTile } from './dominoes-client';
import { HAND_GAP, handPerRow, handTileWidth, layoutLine, type LineLayout, type PlacedSlot, type PlacedTile } from './dominoes-layout';

/** A legal line of `length` tiles (each joining the last's right pips), doubles included. */
function lineOfLength(length: number): LineTile[] {
  const left: Tile[] = [...ALL_TILES];
  const line: LineTile[] = [];
  let end: Pip = 6;
  while (line.length < length) {
    const index = left.findIndex((t) => highOf(t) === end || lowOf(t) === end);
    if (index < 0) break;
    const tile = left.splice(index, 1)[0]!;
    const other = (highOf(tile) === end ? lowOf(tile) : highOf(tile)) as Pip;
    line.push({ tile, left: end, right: other, double: isDouble(tile), seat: line.length % 2 });
    end = other;
  }
  return line;
}

type Box = { x: number; y: number; width: number; height: number };
const boxOf = (item: PlacedTile | PlacedSlot): Box =>
  'size' in item ? { x: item.x, y: item.y, width: item.size, height: item.size } : item;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

function expectSound(layout: LineLayout, length: number, box: { width: number; height: number }) {
  expect(layout.tiles.map((t) => t.index)).toEqual(Array.from({ length }, (_, i) => i));
  const all = [...layout.tiles, ...layout.slots].map(boxOf);
  for (const [i, a] of all.entries()) {
    expect(a.x).toBeGreaterThanOrEqual(0);
    expect(a.x + a.width).toBeLessThanOrEqual(box.width);
    expect(a.y).toBeGreaterThanOrEqual(0);
    expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
    for (const b of all.slice(i + 1)) expect(overlap(a, b), JSON.stringify([a, b])).toBe(false);
  }
}

describe('the line of play on screen', () => {
  const phone = { width: 358, height: 300 };
  const laptop = { width: 680, height: 320 };

  it('shows an empty line as one slot in the middle', () => {
    const layout = layoutLine([], 0, phone, { min: 12, max: 24 });
    expect(layout.tiles).toEqual([]);
    expect(layout.slots).toHaveLength(1);
    const [slot] = layout.slots;
    expect(Math.abs(slot!.x + slot!.size / 2 - phone.width / 2)).toBeLessThanOrEqual(1);
  });

  it('fits every length of line, up to all 28 tiles, on a phone and a laptop, with no tile over another', () => {
    for (const box of [phone, laptop]) {
      for (let length = 1; length <= 28; length++) {
        const line = lineOfLength(length);
        for (const anchor of [0, Math.floor(length / 2), length - 1]) {
          const layout = layoutLine(line, anchor, box, { min: 12, max: 28 });
          expectSound(layout, line.length, box);
          expect(layout.height).toBe(box.height);
          expect(layout.unit).toBeGreaterThanOrEqual(14);
        }
      }
    }
  });

  it('keeps the two open ends apart however long the line grows: the left at the top left, the right at the bottom right', () => {
    let severalRows = 0;
    for (const box of [phone, laptop]) {
      for (let length = 1; length <= 28; length++) {
        const layout = layoutLine(lineOfLength(length), 0, box, { min: 12, max: 28 });
        const [left, right] = layout.slots;
        expect([left!.end, right!.end]).toEqual(['left', 'right']);
        const tops = [...layout.tiles.map((t) => t.y), ...layout.slots.map((s) => s.y)];
        const bottoms = [...layout.tiles.map((t) => t.y + t.height), ...layout.slots.map((s) => s.y + s.size)];
        expect(left!.y).toBe(Math.min(...tops));
        expect(right!.y + right!.size).toBe(Math.max(...bottoms));
        // Left of every tile on its row, and the right end right of every tile on its row.
        for (const t of layout.tiles) {
          if (t.y < left!.y + left!.size && t.y + t.height > left!.y) expect(t.x).toBeGreaterThanOrEqual(left!.x + left!.size);
          if (t.y < right!.y + right!.size && t.y + t.height > right!.y) expect(t.x + t.width).toBeLessThanOrEqual(right!.x);
        }
        // Never one end above the other: at least the line's first tile between them, and on a
        // line of several rows, each end on its own half of the table.
        expect(right!.x - (left!.x + left!.size)).toBeGreaterThanOrEqual(layout.unit);
        expect(layout.rows % 2).toBe(1);
        if (layout.rows > 1) {
          severalRows++;
          expect(left!.x + left!.size / 2).toBeLessThan(box.width / 2);
          expect(right!.x + right!.size / 2).toBeGreaterThan(box.width / 2);
        }
      }
    }
    expect(severalRows).toBeGreaterThan(10);
  });

  it('lays doubles crosswise and uses the largest unit that fits', () => {
    const line = lineOfLength(9);
    const layout = layoutLine(line, 0, laptop, { min: 12, max: 28 });
    for (const placed of layout.tiles) expect(placed.upright).toBe(line[placed.index]!.double);
    // A short line on a laptop fits in one row at the largest unit.
    expect(layout.unit).toBe(28);
    expect(layout.rows).toBe(1);
  });

  it('draws touching tiles with the same pips facing each other, turning them round on rows that run back', () => {
    for (const box of [phone, laptop]) {
      const line = lineOfLength(24);
      const layout = layoutLine(line, 8, box, { min: 12, max: 28 });
      let checked = 0;
      for (let i = 0; i + 1 < layout.tiles.length; i++) {
        const [a, b] = [layout.tiles[i]!, layout.tiles[i + 1]!];
        // Side by side on one row: the facing halves match.
        if (Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) > 1) continue;
        const [west, east] = a.x < b.x ? [a, b] : [b, a];
        const facingWest = west.second;
        const facingEast = east.first;
        expect(facingWest).toBe(facingEast);
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(8);
    }
  });

  it('turns with a U: the first tile of a new row lies right under (or over) the last of the row before', () => {
    let turns = 0;
    for (const box of [phone, laptop]) {
      for (let length = 10; length <= 28; length += 3) {
        const layout = layoutLine(lineOfLength(length), Math.floor(length / 3), box, { min: 12, max: 28 });
        for (let i = 0; i + 1 < layout.tiles.length; i++) {
          const [a, b] = [layout.tiles[i]!, layout.tiles[i + 1]!];
          if (Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) <= 1) continue;
          turns++;
          // Overlapping columns, one row apart.
          expect(Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x), JSON.stringify([a, b])).toBeGreaterThan(0);
          expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2))).toBeLessThanOrEqual(
            2 * layout.unit + Math.round(layout.unit / 3) + 1,
          );
        }
      }
    }
    expect(turns).toBeGreaterThan(10);
  });

  it('puts the left end’s slot before the first tile and the right end’s after the last', () => {
    const line = lineOfLength(6);
    const layout = layoutLine(line, 2, laptop, { min: 12, max: 28 });
    const slot = (end: 'left' | 'right') => layout.slots.find((s) => s.end === end)!;
    expect(slot('left').x + slot('left').size).toBeLessThanOrEqual(layout.tiles[0]!.x + 1);
    expect(slot('right').x).toBeGreaterThanOrEqual(layout.tiles[5]!.x + layout.tiles[5]!.width - 1);
  });
});

describe("the hand's tiles", () => {
  /** Rows the hand wraps to at tile width `w` in a box `width` wide (as flex-wrap lays them). */
  const rowsOf = (count: number, width: number, w: number) => Math.ceil(count / Math.floor((width + HAND_GAP) / (w + HAND_GAP)));

  it('keeps a seven-tile hand on one row of large tiles, on a phone and a laptop', () => {
    const w = handTileWidth(7, 340, 44);
    expect(w).toBeGreaterThanOrEqual(40);
    expect(w).toBeLessThanOrEqual(44);
    expect(rowsOf(7, 340, w)).toBe(1);
    expect(handTileWidth(7, 560, 48)).toBe(48);
  });

  it('keeps every hand a two-player round can deal (up to 21 tiles) on two rows at most on a 340 px phone, no tile under 24 px', () => {
    for (let count = 1; count <= 22; count++) {
      const w = handTileWidth(count, 340, 44);
      expect(w, `${count} tiles`).toBeGreaterThanOrEqual(24);
      expect(rowsOf(count, 340, w), `${count} tiles at ${w} px`).toBeLessThanOrEqual(2);
    }
    // Rows of balanced lengths, each within the width.
    for (let count = 1; count <= 22; count++) {
      const w = handTileWidth(count, 340, 44);
      const perRow = handPerRow(count, 340, w);
      const rows = Math.ceil(count / perRow);
      expect(perRow * (w + HAND_GAP) - HAND_GAP, `${count} tiles`).toBeLessThanOrEqual(340);
      expect(count - perRow * (rows - 1), `${count} tiles' last row`).toBeGreaterThanOrEqual(perRow - 1);
    }
    expect(handPerRow(9, 340, 36)).toBe(5);
    // An empty hand (the round's winner) is one row of nothing, not NaN.
    expect(handPerRow(0, 340, handTileWidth(0, 340, 44))).toBe(1);
    // On two rows the tiles are kept lower, so the line keeps its room.
    expect(handTileWidth(9, 340, 44)).toBe(36);
    expect(handTileWidth(21, 340, 44)).toBe(25);
  });

  it('takes a third row only where two rows would need tiles under 24 px', () => {
    const w = handTileWidth(21, 280, 44);
    expect(w).toBeGreaterThanOrEqual(24);
    expect(rowsOf(21, 280, w)).toBe(3);
  });
});

describe('the line in the shortest box a phone gives it', () => {
  it('lays all 28 tiles in a 100 px box, no tile under the 12 px unit, nothing past the box', () => {
    const box = { width: 340, height: 100 };
    const line = lineOfLength(28);
    const layout = layoutLine(line, 14, box, { min: 12, max: 30 });
    expectSound(layout, line.length, box);
    expect(layout.unit).toBeGreaterThanOrEqual(12);
  });
});
