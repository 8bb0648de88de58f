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
import { countSolutions, randomSolvedGrid, shuffle } from './solution-counter';

/** Clue counts as published puzzles have them, by level (inclusive). */
export const CLUE_RANGES: Record<SudokuLevel, { min: number; max: number }> = {
  easy: { min: 36, max: 46 },
  medium: { min: 30, max: 36 },
  hard: { min: 26, max: 32 },
  expert: { min: 22, max: 28 },
};

/** Attempts before giving up; far above what any level needs (see generation-bench.ts). */
export const MAX_ATTEMPTS = 10_000;

/** The 41 symmetric orbits: {i, 80 - i} for i < 40, and the centre cell alone. */
const ORBITS: readonly (readonly number[])[] = Array.from({ length: 41 }, (_, i) => (i === 40 ? [40] : [i, 80 - i]));

const randomInt = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** One attempt from one full grid; null when it does not come out at exactly the level. */
export function carvePuzzle(solution: Uint8Array, level: SudokuLevel, random: Random): Uint8Array | null {
  const { min, max } = CLUE_RANGES[level];
  // Aim somewhere in the range; removal goes on past the aim until the level is reached.
  const target = randomInt(random, min, max);
  const values = solution.slice();
  let clues = CELL_COUNT;
  let reached = false;
  for (const orbit of shuffle(ORBITS.slice(), random)) {
    if (clues <= target && reached) break;
    if (clues - orbit.length < min) continue;
    for (const cell of orbit) values[cell] = 0;
    const result = countSolutions(values, 2) === 1 ? solveLogically(values, { maxLevel: level }) : null;
    if (result?.solved) {
      clues -= orbit.length;
      reached = result.level === level;
    } else {
      for (const cell of orbit) values[cell] = solution[cell] ?? 0;
    }
  }
  return reached && clues <= max ? values : null;
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
