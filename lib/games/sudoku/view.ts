/**
 * What a board view needs on every keystroke, cheaply: candidates left by the placed digits, cells in
 * conflict, and how many of each digit remain to place. Browser-safe (no solver).
 */
import { ALL_DIGITS, CELL_COUNT, PEERS, UNITS, bit, parseGrid } from './grid';

/**
 * Per cell, the mask of digits no peer holds (bit d - 1 for digit d); 0 for a filled cell. These are
 * the "auto-notes", and the candidates the hint reasons from. An invalid grid gives all zeros.
 */
export function gridCandidates(grid: string): number[] {
  const values = parseGrid(grid);
  const masks = new Array<number>(CELL_COUNT).fill(0);
  if (!values) return masks;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell]) continue;
    let used = 0;
    for (const peer of PEERS[cell] ?? []) {
      const v = values[peer] ?? 0;
      if (v) used |= bit(v);
    }
    masks[cell] = ALL_DIGITS & ~used;
  }
  return masks;
}

/** Cells whose digit also appears elsewhere in one of their units, ascending. */
export function conflictingCells(grid: string): number[] {
  const values = parseGrid(grid);
  if (!values) return [];
  const conflicts = new Set<number>();
  for (const unit of UNITS) {
    const firstWith = new Map<number, number>();
    for (const cell of unit) {
      const v = values[cell] ?? 0;
      if (!v) continue;
      const first = firstWith.get(v);
      if (first === undefined) {
        firstWith.set(v, cell);
      } else {
        conflicts.add(first);
        conflicts.add(cell);
      }
    }
  }
  return [...conflicts].sort((a, b) => a - b);
}

/**
 * How many of each digit are still to place: index d - 1 for digit d, never below 0 (a digit placed
 * ten times, in conflict, still shows 0). For the on-screen pad.
 */
export function digitsRemaining(grid: string): number[] {
  const remaining = new Array<number>(9).fill(9);
  const values = parseGrid(grid);
  if (!values) return remaining;
  for (const v of values) if (v) remaining[v - 1] = Math.max(0, (remaining[v - 1] ?? 0) - 1);
  return remaining;
}
