/**
 * Test support: solver states built by hand from candidate lists, so a technique can be shown a
 * pattern with nothing else around it. Every cell not listed counts as filled.
 */
import { CELL_COUNT, bit, cellName } from './grid';
import type { CellDigit, SolverState } from './solver-state';

/** Cell index from 'r3c4'. */
export function cellAt(name: string): number {
  const match = /^r([1-9])c([1-9])$/.exec(name);
  if (!match) throw new Error(`bad cell name ${name}`);
  return (Number(match[1]) - 1) * 9 + Number(match[2]) - 1;
}

/** { r1c1: '12', r5c6: '347' }: those cells empty with those candidates, every other cell filled. */
export function stateWith(candidates: Record<string, string>): SolverState {
  const values = new Uint8Array(CELL_COUNT).fill(9);
  const cands = new Uint16Array(CELL_COUNT);
  for (const [name, digits] of Object.entries(candidates)) {
    const cell = cellAt(name);
    values[cell] = 0;
    for (const ch of digits) cands[cell] = (cands[cell] ?? 0) | bit(Number(ch));
  }
  return { values, cands };
}

/** Eliminations as sorted 'r1c2-5' strings, for readable assertions. */
export function named(eliminations: readonly CellDigit[]): string[] {
  return eliminations.map((e) => `${cellName(e.cell)}-${e.digit}`).sort();
}
