/**
 * How fast a human can fill a crossword, per white square (every square takes a key press; the
 * clues must be read and solved in between). Figures:
 * - 0.2 s a square is 5 letters a second, a fast typist's raw speed (60 words a minute) with no time
 *   at all to read a clue or move the cursor: faster is not a human.
 * - 0.4 s a square is what the fastest solvers reach: a record-pace Mini (5x5, about 21 squares) in
 *   about 8 s, a 15x15 early-week grid (about 190 squares) in 75 s, where the best take 90 to 120 s.
 *   Faster is held off the public boards for review.
 * Moves are few: saves (debounced by the page), checks, reveals and a submit; a save and the submit
 * may come close together when the last square is typed, so the gap floor is low.
 */
import { parseShape } from './format';

export const MIN_SECONDS_PER_SQUARE = 0.2;
export const PLAUSIBLE_SECONDS_PER_SQUARE = 0.4;
export const MIN_MOVE_SECONDS = 0.1;

/** The white squares of a puzzle text (its grid, before the first `|`); 0 for anything malformed. */
export function whiteSquaresOf(puzzle: string): number {
  const shape = typeof puzzle === 'string' ? parseShape(puzzle.split('|')[0] ?? '') : null;
  return shape ? shape.blocks.filter((block) => !block).length : 0;
}

export const minSolveSecondsOf = (puzzle: string) => whiteSquaresOf(puzzle) * MIN_SECONDS_PER_SQUARE;

export const plausibleSecondsOf = (puzzle: string) => whiteSquaresOf(puzzle) * PLAUSIBLE_SECONDS_PER_SQUARE;
