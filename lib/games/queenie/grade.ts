/**
 * Grading: a puzzle's level is decided by its size and the hardest deduction an easiest-first solve
 * needs (LEVEL_RULES). A puzzle the deductions cannot finish, or that fits no level, has no grade
 * and is never served.
 */
import type { QueenieBoard } from './board';
import { LEVEL_RULES, QUEENIE_LEVELS, type QueenieLevel } from './levels';
import { solveByDeduction } from './solver';

export function levelFor(size: number, hardestTier: number): QueenieLevel | null {
  for (const { id } of QUEENIE_LEVELS) {
    const rule = LEVEL_RULES[id];
    if (rule.sizes.includes(size) && hardestTier >= rule.minTier && hardestTier <= rule.maxTier) return id;
  }
  return null;
}

export function gradePuzzle(board: QueenieBoard): QueenieLevel | null {
  const solve = solveByDeduction(board);
  return solve.solved ? levelFor(board.size, solve.hardestTier) : null;
}
