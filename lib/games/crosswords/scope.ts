/**
 * The squares a Check or a Reveal covers, for the page (to show and announce) and the engine alike.
 * Browser-safe.
 */
import { slotsOf, type Direction, type GridShape, type Slot } from './grid';
import type { CrosswordScope } from './moves';

/** The entry through `cell` in `direction`, or null (a block, or no entry that way). */
export function slotAt(slots: readonly Slot[], cell: number, direction: Direction): Slot | null {
  return slots.find((slot) => slot.direction === direction && slot.cells.includes(cell)) ?? null;
}

/** The white squares of a scope at the cursor, or null when the cursor is not on a white square of an entry that way. */
export function scopeCells(
  shape: GridShape,
  scope: CrosswordScope,
  cell: number,
  direction: Direction,
  slots: readonly Slot[] = slotsOf(shape),
): number[] | null {
  if (!Number.isInteger(cell) || cell < 0 || cell >= shape.blocks.length || shape.blocks[cell]) return null;
  if (scope === 'square') return [cell];
  if (scope === 'puzzle') return shape.blocks.flatMap((block, i) => (block ? [] : [i]));
  return slotAt(slots, cell, direction)?.cells.slice() ?? null;
}
