/**
 * The generator: a random full grid, then clues removed in 180°-symmetric pairs (as published puzzles
 * have them) while the puzzle stays unique and within reach of the requested level's techniques; it
 * is served only if the grader then places it at exactly that level and its clue count is in the
 * level's range. Otherwise it starts again from a new grid. Deterministic for a given random source.
 */
import type { GeneratedPuzzle, Random } from '../grid-puzzle-engine';
import { CELL_COUNT, formatGrid } from './grid';
import { levelRank, type SudokuLevel } from './levels';
import { solveLogically } from './logical-solver';
import { randomIntBetween, shuffleInPlace as shuffle } from '../toolbox/random';
import { countSolutions, randomSolvedGrid } from './solution-counter';

/**
 * Clue counts by level (inclusive), as published puzzles have them, tuned to this grader: with
 * 30 or more clues nearly every random puzzle falls to singles, and carving random symmetric grids
 * down to minimal ones gives medium, hard and expert puzzles at 24-31 clues, so the harder ranges
 * overlap and sit a little lower than the brief's first guess (medium 30-36, hard 26-32, expert 22-28).
 */
export const CLUE_RANGES: Record<SudokuLevel, { min: number; max: number }> = {
  easy: { min: 36, max: 46 },
  medium: { min: 27, max: 34 },
  hard: { min: 25, max: 31 },
  expert: { min: 23, max: 30 },
};

/** Attempts before giving up; far above what any level needs (see generation-bench.ts). */
export const MAX_ATTEMPTS = 10_000;

/** The 41 symmetric orbits: {i, 80 - i} for i < 40, and the centre cell alone. */
const ORBITS: readonly (readonly number[])[] = Array.from({ length: 41 }, (_, i) => (i === 40 ? [40] : [i, 80 - i]));

/**
 * One attempt from one full grid; null when it does not come out at exactly the level. Clues go in
 * a random order, each removal kept only if the puzzle stays unique and solvable with the level's
 * techniques, until the level is reached at or below the aimed clue count. Removal may go below the
 * aim and even the level's range (harder techniques often show only with few clues); clues are then
 * put back, in symmetric pairs, as long as the level holds, up to the aim.
 */
export function carvePuzzle(solution: Uint8Array, level: SudokuLevel, random: Random): Uint8Array | null {
  const { min, max } = CLUE_RANGES[level];
  const target = randomIntBetween(random, min, max);
  const values = solution.slice();
  let clues = CELL_COUNT;
  let reached = false;
  const removed: (readonly number[])[] = [];
  for (const orbit of shuffle(ORBITS.slice(), random)) {
    if (clues <= target && reached) break;
    for (const cell of orbit) values[cell] = 0;
    const result = countSolutions(values, 2) === 1 ? solveLogically(values, { maxLevel: level }) : null;
    if (result?.solved) {
      clues -= orbit.length;
      reached = result.level === level;
      removed.push(orbit);
    } else {
      for (const cell of orbit) values[cell] = solution[cell] ?? 0;
    }
  }
  if (!reached) return null;
  // Put clues back while below the aim, keeping only those that leave the level unchanged.
  for (const orbit of shuffle(removed, random)) {
    if (clues >= target) break;
    for (const cell of orbit) values[cell] = solution[cell] ?? 0;
    const result = solveLogically(values, { maxLevel: level });
    if (result.solved && result.level === level) clues += orbit.length;
    else for (const cell of orbit) values[cell] = 0;
  }
  return clues >= min && clues <= max ? values : null;
}

export function generateSudoku(level: SudokuLevel, random: Random): GeneratedPuzzle {
  if (levelRank(level) < 0) throw new Error(`unknown sudoku level: ${String(level)}`);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const solution = randomSolvedGrid(random);
    const puzzle = carvePuzzle(solution, level, random);
    if (puzzle) return { puzzle: formatGrid(puzzle), solution: formatGrid(solution) };
  }
  throw new Error(`no ${level} sudoku after ${MAX_ATTEMPTS} attempts`);
}
