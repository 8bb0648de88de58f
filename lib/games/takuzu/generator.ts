/**
 * Generation: a random valid full grid, then cells removed in random order, each removal kept only
 * while the techniques allowed for the level still solve the puzzle. Those techniques are sound, so
 * a puzzle they finish has exactly that one solution; the fast counter then proves it independently
 * before the puzzle is served. The result is minimal for the level, yet may need only easier
 * techniques: it is served only when its grade is exactly the level asked for, else we start again.
 */
import type { GeneratedPuzzle, Random } from '../grid-puzzle-engine';
import { UNFILLED, formatGrid, type Grid } from './format';
import { shuffleInPlace } from '../toolbox/random';
import { randomFullGrid } from './full-grid';
import { parseLevelId, type TakuzuDifficulty, type TakuzuLevel } from './levels';
import { countSolutions } from './solution-counter';
import { gradePuzzle, solveLogically } from './solver';

/** Far above what any level needs (see generation-bench.ts): reaching it means a bug. */
const MAX_ATTEMPTS = 10_000;

export type GenerationResult = GeneratedPuzzle & { attempts: number };

/** Empties cells of the full grid while the level's techniques still solve it. */
export function carvePuzzle(solution: Grid, difficulty: TakuzuDifficulty, random: Random): Grid {
  const cells = solution.cells.slice();
  const puzzle = { size: solution.size, cells };
  const order = shuffleInPlace(Array.from(cells.keys()), random);
  for (const cell of order) {
    const given = cells[cell]!;
    cells[cell] = UNFILLED;
    if (!solveLogically(puzzle, difficulty).solved) cells[cell] = given;
  }
  return puzzle;
}

export function generateWithStats(size: number, difficulty: TakuzuDifficulty, random: Random): GenerationResult {
  for (let attempts = 1; attempts <= MAX_ATTEMPTS; attempts++) {
    const solution = randomFullGrid(size, random);
    const puzzle = carvePuzzle(solution, difficulty, random);
    if (gradePuzzle(puzzle) !== difficulty) continue;
    if (countSolutions(puzzle, 2) !== 1) throw new Error('takuzu: the solver and the solution counter disagree');
    return { puzzle: formatGrid(puzzle), solution: formatGrid(solution), attempts };
  }
  throw new Error(`takuzu: no ${size}-${difficulty} puzzle in ${MAX_ATTEMPTS} attempts`);
}

export function generatePuzzle(level: TakuzuLevel, random: Random): GeneratedPuzzle {
  const parsed = parseLevelId(level);
  if (!parsed) throw new Error(`takuzu: unknown level ${level}`);
  const { puzzle, solution } = generateWithStats(parsed.size, parsed.difficulty, random);
  return { puzzle, solution };
}
