import type { z } from 'zod';

/**
 * The fixed set of functions a logic-grid puzzle (sudoku, takuzu, queenie) provides, as each of
 * Simon Tatham's back ends does for his midend. The games platform issues, referees and hints every
 * such game through this contract alone: no per-game code outside the game's own folder.
 *
 * Pure: no React, no I/O, no clock; randomness comes in as a function returning numbers in [0, 1).
 * Grids are text: the puzzle in its public format (docs/GAMES.md), the solution and a player's grid
 * in the same shape, so they can be stored, compared and sent as they are.
 */
export type Random = () => number;

/**
 * A level a player can pick (and a leaderboard board): e.g. { id: 'hard', label: 'Hard' }. Levels
 * sharing a group (e.g. takuzu's '8×8') are listed together under it in the picker.
 */
export type PuzzleLevel<LevelId extends string = string> = {
  readonly id: LevelId;
  readonly label: string;
  readonly group?: string;
  /** A shorter name where room is tight (the results' Level figure on a phone), where the label is long; the label otherwise. */
  readonly short?: string;
};

export type GeneratedPuzzle = {
  /** The public part, in the game's public format. */
  puzzle: string;
  /** The unique solution, same shape as a grid. Never sent to the browser before the play ends. */
  solution: string;
};

/** A deduction the player can make next, named by its technique, with the cells it concerns. */
export type PuzzleHint = {
  /** e.g. 'Hidden single'. */
  technique: string;
  /** One line, e.g. 'Hidden single in box 5: only r5c4 can hold 7'. */
  message: string;
  /** Cell indices (row * width + column) to highlight. */
  cells: readonly number[];
};

export interface GridPuzzleEngine<LevelId extends string, Move> {
  readonly levels: readonly PuzzleLevel<LevelId>[];
  /** The level of the daily puzzle (the daily a request naming no level gets). */
  readonly dailyLevel: LevelId;
  /**
   * Optional: the levels that each have a daily of their own, dailyLevel among them (Solitaire:
   * Draw 1 and Draw 3). Default: dailyLevel alone. Read through dailyLevelsOf (platform/daily-levels).
   */
  readonly dailyLevels?: readonly LevelId[];
  /**
   * A new puzzle at exactly this level, proven unique and graded by the engine's own solver
   * before it is returned. Deterministic for a given random source.
   */
  generate(level: LevelId, random: Random): GeneratedPuzzle;
  /** Whether a text is a well-formed puzzle in the public format (not whether it is unique). */
  isPuzzle(text: string): boolean;
  /** Validates one move at the API boundary. */
  readonly moveSchema: z.ZodType<Move>;
  /** The grid a play starts from (the givens, everything else empty). */
  initialGrid(puzzle: string): string;
  /** The grid after a move; null when the move is not allowed (off the board, changes a given). */
  applyMove(puzzle: string, grid: string, move: Move): string | null;
  /** Whether the grid is the finished, correct solution. */
  isSolved(puzzle: string, grid: string, solution: string): boolean;
  /** The next step from this grid (a mistake to fix first, or the easiest deduction); null when solved. */
  hint(puzzle: string, grid: string, solution: string): PuzzleHint | null;
  /**
   * Optional "show mistakes": the cells whose entry in the grid differs from the solution, in
   * increasing order. Empty cells are never mistakes (the answer must not reveal anything about
   * them) and givens cannot be. Using it makes the result assisted.
   */
  mistakes?(puzzle: string, grid: string, solution: string): number[];
  /** Faster than this is not a human solving it: the platform refuses the result. */
  minSolveSeconds(puzzle: string): number;
  /**
   * What the fastest human solvers need for this puzzle at this level (docs/GAMES.md, Fair play,
   * says where each floor comes from). A verified result faster than this on the leaderboard's
   * clock is held off the public boards as pending, shown to its player, not ranked.
   */
  plausibleSeconds(puzzle: string, level: LevelId): number;
}
