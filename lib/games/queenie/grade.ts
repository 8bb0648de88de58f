/**
 * Grading: a puzzle's level is decided by its size (LEVEL_RULES) and the hardest deduction an
 * easiest-first solve needs, which must be one of the level's own tiers (LEVEL_TECHNIQUES). A puzzle
 * the deductions cannot finish, or that fits no level, has no grade and is never served.
 */
import { parsePuzzle, type QueenieBoard } from './board';
import { techniqueName } from './deductions';
import { levelOfTier } from './level-techniques';
import { LEVEL_RULES, type QueenieLevel } from './levels';
import { solveByDeduction } from './solver';

export function levelFor(size: number, hardestTier: number): QueenieLevel | null {
  const level = levelOfTier(hardestTier);
  return level && LEVEL_RULES[level].sizes.includes(size) ? level : null;
}

export function gradePuzzle(board: QueenieBoard): QueenieLevel | null {
  const solve = solveByDeduction(board);
  return solve.solved ? levelFor(board.size, solve.hardestTier) : null;
}

/** What a puzzle needed: each technique its easiest-first solve used (in order of first use), and the deductions taken. */
export type NeededDeductions = { techniques: string[]; steps: number };

/** For the generation benches; null for a text that is not a puzzle or one the deductions cannot finish. */
export function neededDeductions(puzzle: string): NeededDeductions | null {
  const board = parsePuzzle(puzzle);
  const solve = board && solveByDeduction(board);
  if (!solve?.solved) return null;
  return { techniques: [...new Set(solve.steps.map(techniqueName))], steps: solve.steps.length };
}
