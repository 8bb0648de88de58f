/**
 * The deduction-only solver: repeatedly applies the easiest available deduction, never guessing or
 * backtracking. Every deduction is sound, so a solve that ends with N queens also proves the
 * solution unique.
 */
import type { QueenieBoard } from './board';
import { CandidateGrid } from './candidates';
import { MAX_TIER, nextDeduction, type Deduction } from './deductions';

export type DeductionSolve = {
  /** Whether the deductions placed all N queens. */
  solved: boolean;
  /** The hardest tier the easiest-first solve needed (0 when nothing was needed). */
  hardestTier: number;
  steps: Deduction[];
  /** The candidates where the solve ended (finished, or stuck). */
  grid: CandidateGrid;
};

export function applyDeduction(g: CandidateGrid, step: Deduction): void {
  if (step.place !== null) g.placeQueen(step.place);
  for (const cell of step.eliminate) g.eliminate(cell);
}

/** Solves from an empty board, or from `start` (e.g. a player's marks), using tiers up to maxTier. */
export function solveByDeduction(board: QueenieBoard, maxTier: number = MAX_TIER, start?: CandidateGrid): DeductionSolve {
  const g = start ? start.clone() : new CandidateGrid(board);
  const steps: Deduction[] = [];
  let hardestTier = 0;
  while (!g.isComplete() && !g.hasContradiction()) {
    const step = nextDeduction(g, maxTier);
    if (!step) break;
    applyDeduction(g, step);
    steps.push(step);
    hardestTier = Math.max(hardestTier, step.tier);
  }
  return { solved: g.isComplete() && !g.hasContradiction(), hardestTier, steps, grid: g };
}
