/**
 * The human-technique solver and grader. It always applies the easiest level that finds anything
 * (every deduction of that level found in one scan), then starts again from the easiest. The grade
 * is the hardest level it had to use: since every technique is sound and only ever adds cells, this
 * is the smallest level whose techniques alone solve the puzzle. A puzzle they cannot finish would
 * need guessing: no grade, never served.
 */
import type { Deduction, Technique } from './deductions';
import { UNFILLED, type Grid } from './format';
import { DIFFICULTIES, difficultyRank, type TakuzuDifficulty } from './levels';
import { findCompleteLines, findGaps, findOneLeft, findPairs } from './techniques-basic';
import { findLineComparisons, findLookAheads } from './techniques-advanced';

/** Techniques by level, each list in the order hints prefer them (simplest first). */
export const TECHNIQUES: Record<TakuzuDifficulty, readonly Technique[]> = {
  easy: [findPairs, findGaps],
  medium: [findCompleteLines, findOneLeft],
  hard: [findLineComparisons, findLookAheads],
};

/** Every deduction the techniques of exactly this level find on the grid. */
export function findDeductions(cells: Int8Array, size: number, level: TakuzuDifficulty): Deduction[] {
  const out: Deduction[] = [];
  for (const technique of TECHNIQUES[level]) technique(cells, size, out);
  return out;
}

/** The easiest single deduction available, or null (solved, or stuck beyond these techniques). */
export function easiestDeduction(cells: Int8Array, size: number): Deduction | null {
  for (const level of DIFFICULTIES) {
    for (const technique of TECHNIQUES[level]) {
      const out: Deduction[] = [];
      technique(cells, size, out);
      if (out[0]) return out[0];
    }
  }
  return null;
}

export type SolveResult = {
  cells: Int8Array;
  solved: boolean;
  /** Two deductions disagreed: the grid has no solution. */
  contradiction: boolean;
  /** The hardest level used; null when nothing was needed. */
  hardest: TakuzuDifficulty | null;
};

export function solveLogically(grid: Grid, maxLevel: TakuzuDifficulty = 'hard'): SolveResult {
  const { size } = grid;
  const cells = grid.cells.slice();
  let empty = 0;
  for (const v of cells) if (v === UNFILLED) empty++;
  const levels = DIFFICULTIES.slice(0, difficultyRank(maxLevel) + 1);
  let hardest: TakuzuDifficulty | null = null;
  search: while (empty > 0) {
    for (const level of levels) {
      const found = findDeductions(cells, size, level);
      if (found.length === 0) continue;
      for (const { set } of found) {
        for (const { cell, value } of set) {
          const v = cells[cell];
          if (v === UNFILLED) {
            cells[cell] = value;
            empty--;
          } else if (v !== value) {
            return { cells, solved: false, contradiction: true, hardest };
          }
        }
      }
      if (hardest === null || difficultyRank(level) > difficultyRank(hardest)) hardest = level;
      continue search;
    }
    break;
  }
  return { cells, solved: empty === 0, contradiction: false, hardest };
}

/**
 * The difficulty of a puzzle (which must have a solution): the hardest level its solution needs, or
 * null when these techniques cannot finish it. A puzzle with nothing to fill grades as easy.
 */
export function gradePuzzle(grid: Grid): TakuzuDifficulty | null {
  const result = solveLogically(grid);
  return result.solved ? (result.hardest ?? 'easy') : null;
}
