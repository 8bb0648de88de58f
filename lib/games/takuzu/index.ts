/**
 * The Takuzu engine the platform issues, referees and hints through (server side). The browser
 * imports ./client instead, which leaves out the solver and generator.
 */
import type { GridPuzzleEngine } from '../grid-puzzle-engine';
import { countEmpty, parseBoard } from './format';
import { generatePuzzle } from './generator';
import { hint } from './hint';
import { DAILY_LEVEL, LEVELS, type TakuzuLevel } from './levels';
import { moveSchema } from './move-schema';
import { applyMove, initialGrid, isPuzzle, isSolved, type TakuzuMove } from './moves';

/**
 * A floor, not an estimate: at least 0.35 s per empty cell (a tap or key press each, no thinking)
 * plus 2 s to take the board in. The fastest humans on 6x6 average well above a second per cell.
 */
export function minSolveSeconds(puzzle: string): number {
  const grid = parseBoard(puzzle);
  return grid ? Math.floor(2 + 0.35 * countEmpty(grid)) : 0;
}

export const takuzuEngine: GridPuzzleEngine<TakuzuLevel, TakuzuMove> = {
  levels: LEVELS,
  dailyLevel: DAILY_LEVEL,
  generate: generatePuzzle,
  isPuzzle,
  moveSchema,
  initialGrid,
  applyMove,
  isSolved,
  hint,
  minSolveSeconds,
};

export * from './client';
export { moveSchema } from './move-schema';
export { gradePuzzle, solveLogically, easiestDeduction } from './solver';
export { countSolutions } from './solution-counter';
export { generatePuzzle, generateWithStats } from './generator';
export { hint, describeDeduction } from './hint';
export { TECHNIQUE_LEVEL, TECHNIQUE_NAME, type Deduction, type TechniqueId } from './deductions';
