/**
 * Naked and hidden subsets (pairs, triples). Naked: n cells of a unit hold only n digits between
 * them, so no other cell of the unit can hold those digits. Hidden: n digits fit only in n cells of a
 * unit, so those cells can hold no other digit.
 */
import { UNITS, bit, maskDigits, placeName, popcount } from '../grid';
import { type CellDigit, type SolverState, type Deduction } from '../solver-state';

const NAMES: Record<number, string> = { 2: 'pair', 3: 'triple' };
const COUNT_WORDS: Record<number, string> = { 2: 'two', 3: 'three' };

import { combinations } from '../../toolbox/combinatorics';
import { countOf, joinWithAnd } from '../../toolbox/text';

export function nakedSubset(state: SolverState, size: 2 | 3): Deduction | null {
  for (let u = 0; u < 27; u++) {
    const unit = UNITS[u] ?? [];
    const open = unit.filter((c) => state.cands[c]);
    const small = open.filter((c) => popcount(state.cands[c] ?? 0) <= size);
    for (const group of combinations(small, size)) {
      let union = 0;
      for (const c of group) union |= state.cands[c] ?? 0;
      if (popcount(union) !== size) continue;
      const eliminations: CellDigit[] = [];
      for (const c of open) {
        if (group.includes(c)) continue;
        for (const digit of maskDigits((state.cands[c] ?? 0) & union)) eliminations.push({ cell: c, digit });
      }
      if (!eliminations.length) continue;
      const digits = maskDigits(union).map(String);
      const targets = [...new Set(eliminations.map((e) => e.cell))];
      return {
        technique: `Naked ${NAMES[size]}`,
        placement: null,
        eliminations,
        cells: group,
        message:
          `Look at ${placeName(u)}: ${COUNT_WORDS[size]} of its cells can only hold ${joinWithAnd(digits)} between ` +
          `them, so ${countOf(targets.length, 'other cell')} there cannot hold ${joinWithAnd(digits)}`,
      };
    }
  }
  return null;
}

export function hiddenSubset(state: SolverState, size: 2 | 3): Deduction | null {
  for (let u = 0; u < 27; u++) {
    const unit = UNITS[u] ?? [];
    // Digits still to place in this unit, with the cells each can go in.
    const spots = new Map<number, number[]>();
    for (let digit = 1; digit <= 9; digit++) {
      const cells = unit.filter((c) => (state.cands[c] ?? 0) & bit(digit));
      if (cells.length >= 2 && cells.length <= size) spots.set(digit, cells);
    }
    for (const digits of combinations([...spots.keys()], size)) {
      const cells = [...new Set(digits.flatMap((d) => spots.get(d) ?? []))].sort((a, b) => a - b);
      if (cells.length !== size) continue;
      let keep = 0;
      for (const d of digits) keep |= bit(d);
      const eliminations: CellDigit[] = [];
      for (const c of cells) {
        for (const digit of maskDigits((state.cands[c] ?? 0) & ~keep)) eliminations.push({ cell: c, digit });
      }
      if (!eliminations.length) continue;
      const names = digits.map(String);
      return {
        technique: `Hidden ${NAMES[size]}`,
        placement: null,
        eliminations,
        cells,
        message:
          `Look at ${placeName(u)}: ${joinWithAnd(names)} fit only in the same ${COUNT_WORDS[size]} cells, so ` +
          `those cells can hold nothing else`,
      };
    }
  }
  return null;
}
