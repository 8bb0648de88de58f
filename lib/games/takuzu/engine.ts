/**
 * The Takuzu engine the platform issues, referees and hints through (server side). The browser
 * imports ./client instead, which leaves out the solver and generator.
 */
import type { GridPuzzleEngine } from '../grid-puzzle-engine';
import { countEmpty, parseBoard } from './format';
import { generatePuzzle } from './generator';
import { findHint } from './hint';
import { DAILY_LEVEL, isDifficulty, LEVELS, type TakuzuDifficulty, type TakuzuLevel } from './levels';
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

/**
 * The fastest human times we expect (docs/GAMES.md, Fair play): a fast player fills about two cells
 * a second where each follows from a pair or a trio, fewer as the deductions get longer. A faster
 * verified time waits for review instead of being ranked.
 */
export const PLAUSIBLE_SECONDS_PER_EMPTY_CELL: Readonly<Record<TakuzuDifficulty, number>> = { easy: 0.5, medium: 0.8, hard: 1.2 };

export function plausibleSeconds(puzzle: string, level: string): number {
  const grid = parseBoard(puzzle);
  const difficulty = level.split('-')[1];
  if (!grid || !isDifficulty(difficulty)) return 0;
  return Math.floor(countEmpty(grid) * PLAUSIBLE_SECONDS_PER_EMPTY_CELL[difficulty]);
}

export const engine: GridPuzzleEngine<TakuzuLevel, TakuzuMove> = {
  levels: LEVELS,
  dailyLevel: DAILY_LEVEL,
  generate: generatePuzzle,
  isPuzzle,
  moveSchema,
  initialGrid,
  applyMove,
  isSolved,
  hint: findHint,
  minSolveSeconds,
  plausibleSeconds,
};
