/**
 * What the deduction-only solver and the hints reason with (deducer.ts): the cell states, the rules,
 * and sets of the form "these unknown cells hold exactly k mines", kept as sorted cell lists.
 */

/** In `known`: a cell not yet settled. Opened cells hold their number 0-8. */
export const UNKNOWN = -1;
/** In `known`: a cell proved to be a mine. */
export const MINE = 9;
/** In `known`, when reasoning over a player's board without opening anything: proved safe, still hidden. */
export const SAFE = 10;

export type Rule = 'single' | 'subset' | 'overlap' | 'global';
export type SolverRules = { readonly subset: boolean; readonly overlap: boolean; readonly global: boolean };
export const ALL_RULES: SolverRules = { subset: true, overlap: true, global: true };

/** Answers the number of a cell the solver proved safe. */
export type Probe = (cell: number) => number;

export type MineSet = { readonly cells: readonly number[]; readonly mines: number };

/** One step of reasoning: the cells it settled, and the opened numbers it used. */
export type Deduction = {
  readonly rule: Rule;
  readonly mines: readonly number[];
  readonly safe: readonly number[];
  readonly sources: readonly number[];
};

/** A set the deducer holds, with where it came from. */
export type Constraint = {
  cells: number[];
  mines: number;
  key: number;
  origin: number;
  alive: boolean;
  /** The rule credited when this set settles cells: 'single' for a number's own set. */
  via: Rule;
  /** The opened numbers this set was worked out from. */
  sources: readonly number[];
};

export function union(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}

/** Sorted a minus sorted b. */
export function difference(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j]! < x) j++;
    if (j >= b.length || b[j] !== x) out.push(x);
  }
  return out;
}

export function intersects(a: readonly number[], b: readonly number[]): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) return true;
    if (a[i]! < b[j]!) i++;
    else j++;
  }
  return false;
}
