/** Queenie behind the platform's grid-puzzle contract. Server side: it loads the generator and solver. */
import type { GridPuzzleEngine } from '../grid-puzzle-engine';
import { formatPuzzle, isPuzzle, MIN_SIZE, parsePuzzle } from './board';
import { generateBoard } from './generator';
import { solutionGrid } from './grid';
import { findHint } from './hint';
import { LEVELS, type QueenieLevel } from './levels';
import { applyMove, initialGrid, isSolved, queenieMoveSchema, type QueenieMove } from './moves';

/**
 * A floor, not a typical time: the fastest players finish LinkedIn-style boards in a few seconds, and
 * placing N queens takes at least N taps (2N with the empty -> x -> queen cycle). Half a second per
 * queen (3 s at 6x6, 5 s at 10x10) refuses only what no human hand does.
 */
export function minSolveSeconds(puzzle: string): number {
  const size = parsePuzzle(puzzle)?.size ?? MIN_SIZE;
  return Math.ceil(size / 2);
}

/**
 * The fastest human times we expect (docs/GAMES.md, Fair play): the quickest players of LinkedIn-style
 * boards need about a second per queen on small easy boards (a tap each, plus seeing where it goes),
 * more as the deductions get deeper. A faster verified time waits for review instead of being ranked.
 */
export const PLAUSIBLE_SECONDS_PER_QUEEN: Readonly<Record<QueenieLevel, number>> = { easy: 0.8, medium: 1, hard: 1.5 };

export function plausibleSeconds(puzzle: string, level: string): number {
  const size = parsePuzzle(puzzle)?.size;
  if (size === undefined || !Object.hasOwn(PLAUSIBLE_SECONDS_PER_QUEEN, level)) return 0;
  return Math.floor(size * PLAUSIBLE_SECONDS_PER_QUEEN[level as QueenieLevel]);
}

export const engine: GridPuzzleEngine<QueenieLevel, QueenieMove> = {
  levels: LEVELS,
  dailyLevel: 'medium',
  generate(level, random) {
    const { board, queens } = generateBoard(level, random);
    return { puzzle: formatPuzzle(board), solution: solutionGrid(queens, board.size) };
  },
  isPuzzle,
  moveSchema: queenieMoveSchema,
  initialGrid,
  applyMove,
  isSolved,
  hint: findHint,
  minSolveSeconds,
  plausibleSeconds,
};
