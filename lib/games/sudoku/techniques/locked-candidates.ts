/**
 * Locked candidates. Pointing: within a box a digit fits only in one row (or column), so the rest of
 * that line cannot hold it. Claiming: within a line a digit fits only in one box, so the rest of that
 * box cannot hold it.
 */
import { BOX_UNITS, UNITS, boxOf, colOf, placeName, rowOf } from '../grid';
import { cellsWith, eliminationsOf, type SolverState, type Deduction } from '../solver-state';

const ROW_BASE = 0;
const COLUMN_BASE = 9;
const BOX_BASE = 18;

export function pointing(state: SolverState): Deduction | null {
  for (let b = 0; b < 9; b++) {
    const box = BOX_UNITS[b] ?? [];
    for (let digit = 1; digit <= 9; digit++) {
      const places = cellsWith(state, box, digit);
      if (places.length < 2) continue;
      const first = places[0] ?? 0;
      const lines: number[] = [];
      if (places.every((c) => rowOf(c) === rowOf(first))) lines.push(ROW_BASE + rowOf(first));
      if (places.every((c) => colOf(c) === colOf(first))) lines.push(COLUMN_BASE + colOf(first));
      for (const line of lines) {
        const outside = (UNITS[line] ?? []).filter((c) => boxOf(c) !== b);
        const eliminations = eliminationsOf(state, outside, digit);
        if (!eliminations.length) continue;
        return {
          technique: 'Pointing',
          placement: null,
          eliminations,
          cells: places,
          message:
            `Look at ${placeName(BOX_BASE + b)}: its ${digit} must go in ${placeName(line)}, so no other cell ` +
            `of ${placeName(line)} can be ${digit}`,
        };
      }
    }
  }
  return null;
}

export function claiming(state: SolverState): Deduction | null {
  for (let line = 0; line < 18; line++) {
    const unit = UNITS[line] ?? [];
    for (let digit = 1; digit <= 9; digit++) {
      const places = cellsWith(state, unit, digit);
      if (places.length < 2) continue;
      const b = boxOf(places[0] ?? 0);
      if (!places.every((c) => boxOf(c) === b)) continue;
      const rest = (BOX_UNITS[b] ?? []).filter((c) => !unit.includes(c));
      const eliminations = eliminationsOf(state, rest, digit);
      if (!eliminations.length) continue;
      return {
        technique: 'Claiming',
        placement: null,
        eliminations,
        cells: places,
        message:
          `Look at ${placeName(line)}: its ${digit} must go where it crosses ${placeName(BOX_BASE + b)}, so no other ` +
          `cell of ${placeName(BOX_BASE + b)} can be ${digit}`,
      };
    }
  }
  return null;
}
