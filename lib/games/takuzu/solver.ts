/**
 * The human-technique solver and grader. It always applies the easiest level that finds anything
 * (every deduction of that level found in one scan), then starts again from the easiest. The grade
 * is the hardest level it had to use: since every technique is sound and only ever adds cells, this
 * is the smallest level whose techniques alone solve the puzzle. A puzzle they cannot finish would
 * need guessing: no grade, never served.
 */
import { TECHNIQUE_NAME, type Deduction, type Technique, type TechniqueId } from './deductions';
import { UNFILLED, parseBoard, type Grid } from './format';
import { LEVEL_TECHNIQUES } from './level-techniques';
import { DIFFICULTIES, difficultyRank, type TakuzuDifficulty } from './levels';
import { findCompleteLines, findGaps, findOneLeft, findPairs } from './techniques-basic';
import { findLineComparisons, findLookAheads } from './techniques-advanced';

const FINDERS: Record<TechniqueId, Technique> = {
  pair: findPairs,
  gap: findGaps,
  'complete-line': findCompleteLines,
  'one-left': findOneLeft,
  'line-comparison': findLineComparisons,
  'look-ahead': findLookAheads,
};

const findersOf = (level: TakuzuDifficulty) => LEVEL_TECHNIQUES[level].techniques.map((id) => FINDERS[id]);

/** Techniques by level, as the levels list them (level-techniques.ts), simplest first (the order hints prefer them). */
export const TECHNIQUES: Record<TakuzuDifficulty, readonly Technique[]> = {
  easy: findersOf('easy'),
  medium: findersOf('medium'),
  hard: findersOf('hard'),
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

/** `steps`, when given, receives each deduction that filled a cell, in the order applied. */
export function solveLogically(grid: Grid, maxLevel: TakuzuDifficulty = 'hard', steps?: Deduction[]): SolveResult {
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
      for (const deduction of found) {
        const before = empty;
        for (const { cell, value } of deduction.set) {
          const v = cells[cell];
          if (v === UNFILLED) {
            cells[cell] = value;
            empty--;
          } else if (v !== value) {
            return { cells, solved: false, contradiction: true, hardest };
          }
        }
        if (steps && empty < before) steps.push(deduction);
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

/** What a puzzle needed: each technique the solve used (in order of first use), and the deductions that filled cells. */
export type NeededDeductions = { techniques: string[]; steps: number };

/** For the generation benches; null for a text that is not a puzzle or one the techniques cannot finish. */
export function neededDeductions(puzzle: string): NeededDeductions | null {
  const grid = parseBoard(puzzle);
  if (!grid) return null;
  const steps: Deduction[] = [];
  if (!solveLogically(grid, 'hard', steps).solved) return null;
  return { techniques: [...new Set(steps.map((step) => TECHNIQUE_NAME[step.technique]))], steps: steps.length };
}
