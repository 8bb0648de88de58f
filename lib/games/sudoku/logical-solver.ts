/**
 * The grader: solves as a person would, always taking the easiest step available, and reports the
 * hardest technique that was needed. No guessing: when no known technique applies the puzzle is
 * "not graded" (null), and the generator never serves it.
 */
import { hasNoRepeats, parseGrid } from './grid';
import { levelRank, type SudokuLevel } from './levels';
import { applyDeduction, createState, isBroken, isComplete, type SolverState, type Deduction } from './solver-state';
import { TECHNIQUES } from './techniques';

export type LogicalSolve = {
  /** Finished without guessing. */
  solved: boolean;
  /** The level of the hardest technique used (easy when none was needed). */
  level: SudokuLevel;
  /** The final state: the solution when solved. */
  state: SolverState;
  /** Every step taken, when asked for. */
  steps: Deduction[];
};

/** The easiest step from this state among techniques up to maxLevel; null when none applies. */
export function nextDeduction(state: SolverState, maxLevel: SudokuLevel = 'expert'): { step: Deduction; level: SudokuLevel } | null {
  const maxRank = levelRank(maxLevel);
  for (const technique of TECHNIQUES) {
    if (levelRank(technique.level) > maxRank) break;
    const step = technique.find(state);
    if (step) return { step, level: technique.level };
  }
  return null;
}

export function solveLogically(values: ArrayLike<number>, options: { maxLevel?: SudokuLevel; recordSteps?: boolean } = {}): LogicalSolve {
  const state = createState(values);
  const steps: Deduction[] = [];
  let rank = 0;
  while (!isComplete(state) && !isBroken(state)) {
    const found = nextDeduction(state, options.maxLevel);
    if (!found) break;
    rank = Math.max(rank, levelRank(found.level));
    if (options.recordSteps) steps.push(found.step);
    applyDeduction(state, found.step);
  }
  const levels: SudokuLevel[] = ['easy', 'medium', 'hard', 'expert'];
  return { solved: isComplete(state) && !isBroken(state), level: levels[rank] ?? 'expert', state, steps };
}

/** The level of a puzzle in the public format; null when it cannot be solved without guessing. */
export function gradePuzzle(puzzle: string): SudokuLevel | null {
  const values = parseGrid(puzzle);
  if (!values || !hasNoRepeats(values)) return null;
  const result = solveLogically(values);
  return result.solved ? result.level : null;
}

/** What a puzzle needed: each technique its easiest-first solve used (in order of first use), and the deductions taken. */
export type NeededDeductions = { techniques: string[]; steps: number };

/** For the generation benches; null for a text that is not a puzzle or one the techniques cannot finish. */
export function neededDeductions(puzzle: string): NeededDeductions | null {
  const values = parseGrid(puzzle);
  if (!values || !hasNoRepeats(values)) return null;
  const result = solveLogically(values, { recordSteps: true });
  if (!result.solved) return null;
  return { techniques: [...new Set(result.steps.map((step) => step.technique))], steps: result.steps.length };
}
