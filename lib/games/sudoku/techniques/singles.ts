/** Singles, the easy tier: a digit with one place left in a unit, a cell with one digit left. */
import { BOX_UNITS, COLUMN_UNITS, ROW_UNITS, UNITS, bit, cellInUnit, cellPlace, maskDigits, placeName, popcount } from '../grid';
import type { SolverState, Deduction } from '../solver-state';

// Boxes first: that is where people look for hidden singles first, so hints read naturally.
const UNIT_ORDER = [...BOX_UNITS, ...ROW_UNITS, ...COLUMN_UNITS].map((unit) => UNITS.indexOf(unit));

export function hiddenSingle(state: SolverState): Deduction | null {
  for (const u of UNIT_ORDER) {
    const unit = UNITS[u] ?? [];
    for (let digit = 1; digit <= 9; digit++) {
      const b = bit(digit);
      let only = -1;
      let count = 0;
      for (const cell of unit) {
        if ((state.cands[cell] ?? 0) & b) {
          only = cell;
          count++;
        }
      }
      if (count !== 1) continue;
      return {
        technique: 'Hidden single',
        placement: { cell: only, digit },
        eliminations: [],
        cells: [only],
        message: `Look at ${placeName(u)}: ${digit} fits only in ${cellInUnit(u, only)}`,
      };
    }
  }
  return null;
}

export function nakedSingle(state: SolverState): Deduction | null {
  for (let cell = 0; cell < 81; cell++) {
    const mask = state.cands[cell] ?? 0;
    if (popcount(mask) !== 1) continue;
    const digit = maskDigits(mask)[0] ?? 0;
    return {
      technique: 'Naked single',
      placement: { cell, digit },
      eliminations: [],
      cells: [cell],
      message: `Only ${digit} is left for ${cellPlace(cell)}: its row, column and box hold every other digit`,
    };
  }
  return null;
}
