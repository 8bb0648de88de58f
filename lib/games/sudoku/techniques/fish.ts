/**
 * Basic fish: X-Wing (2 lines) and Swordfish (3 lines). If in n rows a digit fits only within the same
 * n columns, those rows take that digit once in each of these columns, so the other cells of the
 * columns cannot hold it. The same with rows and columns swapped.
 */
import { SIZE, bit } from '../grid';
import { combinations } from '../../toolbox/combinatorics';
import { joinWithAnd } from '../../toolbox/text';
import { eliminationsOf, type SolverState, type Deduction } from '../solver-state';

const NAMES: Record<number, string> = { 2: 'X-Wing', 3: 'Swordfish' };

/** The cell at position `cross` of base line `line`, rows as bases when byRow. */
const at = (byRow: boolean, line: number, cross: number) => (byRow ? line * SIZE + cross : cross * SIZE + line);

/** 'rows 2 and 7' / 'columns 1, 4 and 8' (1-based). */
function joinLines(rows: boolean, lines: readonly number[]): string {
  return `${rows ? 'rows' : 'columns'} ${joinWithAnd(lines.map((l) => String(l + 1)))}`;
}

export function fish(state: SolverState, size: 2 | 3): Deduction | null {
  for (let digit = 1; digit <= 9; digit++) {
    const b = bit(digit);
    for (const byRow of [true, false]) {
      // For each base line, the cross positions where the digit still fits.
      const bases: { line: number; crosses: number[] }[] = [];
      for (let line = 0; line < SIZE; line++) {
        const crosses: number[] = [];
        for (let cross = 0; cross < SIZE; cross++) if ((state.cands[at(byRow, line, cross)] ?? 0) & b) crosses.push(cross);
        if (crosses.length >= 2 && crosses.length <= size) bases.push({ line, crosses });
      }
      for (const group of combinations(bases, size)) {
        const crosses = [...new Set(group.flatMap((g) => g.crosses))].sort((x, y) => x - y);
        if (crosses.length !== size) continue;
        const lines = group.map((g) => g.line);
        const targets: number[] = [];
        for (const cross of crosses) {
          for (let line = 0; line < SIZE; line++) if (!lines.includes(line)) targets.push(at(byRow, line, cross));
        }
        const eliminations = eliminationsOf(state, targets, digit);
        if (!eliminations.length) continue;
        const pattern = group.flatMap((g) => g.crosses.map((cross) => at(byRow, g.line, cross)));
        return {
          technique: NAMES[size] ?? 'Fish',
          placement: null,
          eliminations,
          cells: pattern,
          message:
            `In each of ${joinLines(byRow, lines)}, ${digit} fits only in ${joinLines(!byRow, crosses)}, so no ` +
            `other cell of ${joinLines(!byRow, crosses)} can be ${digit}`,
        };
      }
    }
  }
  return null;
}
