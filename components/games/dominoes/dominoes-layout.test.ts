import { describe, expect, it } from 'vitest';
import { ALL_TILES, highOf, isDouble, lowOf, type Pip, type Tile } from '@/lib/games/dominoes/tiles';
import type { LineTile } from './dominoes-client';
import { layoutLine, type LineLayout, type PlacedSlot, type PlacedTile } from './dominoes-layout';

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

  it('keeps the opening tile centred while the line grows at both ends, and doubles crosswise', () => {
    const line = lineOfLength(9);
    const at = (n: number, from: number) => layoutLine(line.slice(from, from + n), 4 - from, laptop, { min: 12, max: 28 });
    const centre = (layout: LineLayout, index: number) => {
      const t = layout.tiles[index]!;
      return t.x + t.width / 2;
    };
    for (const [n, from] of [
      [1, 4],
      [3, 3],
      [5, 2],
    ] as const) {
      const layout = at(n, from);
      expect(Math.abs(centre(layout, 4 - from) - laptop.width / 2)).toBeLessThanOrEqual(1);
    }
    const layout = layoutLine(line, 0, laptop, { min: 12, max: 28 });
    for (const placed of layout.tiles) expect(placed.upright).toBe(line[placed.index]!.double);
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

  it('puts each end’s slot after the end tile of its arm', () => {
    const line = lineOfLength(6);
    const layout = layoutLine(line, 2, laptop, { min: 12, max: 28 });
    const slot = (end: 'left' | 'right') => layout.slots.find((s) => s.end === end)!;
    expect(slot('left').x + slot('left').size).toBeLessThanOrEqual(layout.tiles[0]!.x + 1);
    expect(slot('right').x).toBeGreaterThanOrEqual(layout.tiles[5]!.x + layout.tiles[5]!.width - 1);
  });
});
