/**
 * The global rule: the total mine count, alone or against a family of disjoint sets holding K mines,
 * which leaves the other unknown cells with (mines left - K); when that is 0 or all of them, they are
 * settled. The search for such a family is depth first and bounded.
 */
import type { Constraint } from './mine-sets';

/** How many families of disjoint sets the search tries before giving up for this round. */
export const GLOBAL_SEARCH_BUDGET = 2000;

export type GlobalFinding = {
  /** The cells outside the family, all settled the same way. */
  readonly outside: number[];
  /** True: they are all mines; false: all safe. */
  readonly outsideMines: boolean;
  /** The disjoint sets used (none when the count alone settles every unknown cell). */
  readonly family: readonly Constraint[];
};

/** A settlement by the total mine count, or null when none is found within the budget. */
export function findGlobalSettlement(
  sets: readonly Constraint[],
  unknown: readonly number[],
  minesLeft: number,
  cellCount: number,
): GlobalFinding | null {
  if (minesLeft === 0 || minesLeft === unknown.length) {
    return { outside: [...unknown], outsideMines: minesLeft > 0, family: [] };
  }
  const used = new Uint8Array(cellCount);
  const family: Constraint[] = [];
  let budget = GLOBAL_SEARCH_BUDGET;
  const total = unknown.length;
  // Depth-first over families of disjoint sets; returns whether the outside is all mines.
  const search = (from: number, covered: number, mines: number): boolean | null => {
    if (--budget < 0) return null;
    const outside = total - covered;
    const left = minesLeft - mines;
    if (covered > 0 && outside > 0 && (left === 0 || left === outside)) return left > 0;
    for (let j = from; j < sets.length; j++) {
      const set = sets[j]!;
      if (set.cells.some((x) => used[x])) continue;
      for (const x of set.cells) used[x] = 1;
      family.push(set);
      const found = search(j + 1, covered + set.cells.length, mines + set.mines);
      if (found !== null) return found;
      family.pop();
      for (const x of set.cells) used[x] = 0;
      if (budget < 0) return null;
    }
    return null;
  };
  const outsideMines = search(0, 0, 0);
  if (outsideMines === null) return null;
  return { outside: unknown.filter((x) => !used[x]), outsideMines, family };
}
