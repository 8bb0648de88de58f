/**
 * What a board needed, for the generation benches: the solver that proves boards (deducer.ts, every
 * rule on) clears it from its first click, and each step it took is counted, with the rules it used
 * named as hints name them. Minesweeper's levels are sizes, not techniques, so this only shows the
 * spread; nothing is graded by it.
 */
import { Deducer } from './deducer';
import { TECHNIQUE } from './hint';
import type { BoardSize } from './levels';
import { ALL_RULES, boardProbe } from './solver';

/** Each technique the solve used (in order of first use), and the steps that settled cells. */
export type NeededDeductions = { techniques: string[]; steps: number };

/** Null when the solver does not clear the board from that click (it would need a guess). */
export function neededDeductions(size: BoardSize, mines: readonly number[], firstClick: number): NeededDeductions | null {
  const deducer = new Deducer(size, boardProbe(size, mines), ALL_RULES, true);
  deducer.markSafe(firstClick, null);
  deducer.run();
  if (deducer.unknownCount !== 0) return null;
  const steps = deducer.steps ?? [];
  return { techniques: [...new Set(steps.map((step) => TECHNIQUE[step.rule]))], steps: steps.length };
}
