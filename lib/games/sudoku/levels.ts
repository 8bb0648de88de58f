/**
 * Difficulty levels and the human time floor. Browser-safe (the level picker needs the list).
 *
 * A puzzle's level is the level of the hardest technique the solver needs (the lists, with what each
 * level asks of a player in plain words, are in level-techniques.ts):
 *   easy    naked single, hidden single
 *   medium  + locked candidates (pointing, claiming), naked and hidden pairs and triples
 *   hard    + X-Wing, Swordfish, XY-Wing
 *   expert  + W-Wing, simple colouring (colour trap, colour wrap), XY-chain (which covers remote pairs)
 * A puzzle the solver cannot finish with these (it would need guessing or harder chains) is never
 * served.
 */
import { CELL_COUNT, isGridText } from './grid';

import { LEVELS, type SudokuLevel } from './level-list';

export { LEVELS, type SudokuLevel };

export const SUDOKU_LEVEL_IDS: readonly SudokuLevel[] = ['easy', 'medium', 'hard', 'expert'];

export const SUDOKU_DAILY_LEVEL: SudokuLevel = 'medium';

/** 0 easy ... 3 expert, for comparing levels. */
export const levelRank = (level: SudokuLevel): number => SUDOKU_LEVEL_IDS.indexOf(level);

export function isSudokuLevel(value: unknown): value is SudokuLevel {
  return typeof value === 'string' && (SUDOKU_LEVEL_IDS as readonly string[]).includes(value);
}

/**
 * Half a second per empty cell. The fastest speed-solvers need well over a second per cell even on
 * easy puzzles (finding the digit and entering it), so no human is refused; a script that submits the
 * solution at once is.
 */
export const SECONDS_PER_EMPTY_CELL = 0.5;

export function minSolveSeconds(puzzle: string): number {
  if (!isGridText(puzzle)) return 0;
  let empty = 0;
  for (let i = 0; i < CELL_COUNT; i++) if (puzzle[i] === '.') empty++;
  return Math.floor(empty * SECONDS_PER_EMPTY_CELL);
}

/**
 * The fastest human times we expect, per empty cell at each level (docs/GAMES.md, Fair play): a top
 * speed-solver places about one digit a second when every step is a single, and each harder
 * technique costs a scan of the grid. A faster verified time waits for review instead of being ranked.
 */
export const PLAUSIBLE_SECONDS_PER_EMPTY_CELL: Readonly<Record<SudokuLevel, number>> = { easy: 1, medium: 1.5, hard: 2.5, expert: 3.5 };

export function plausibleSeconds(puzzle: string, level: string): number {
  if (!isGridText(puzzle) || !isSudokuLevel(level)) return 0;
  let empty = 0;
  for (let i = 0; i < CELL_COUNT; i++) if (puzzle[i] === '.') empty++;
  return Math.floor(empty * PLAUSIBLE_SECONDS_PER_EMPTY_CELL[level]);
}
