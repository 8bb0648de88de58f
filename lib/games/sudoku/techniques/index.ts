/**
 * The techniques in the order the solver tries them (easiest first), each with the level it makes a
 * puzzle, taken from the levels' lists (level-techniques.ts, which the how-to-play page says):
 *   easy    hidden single, naked single
 *   medium  pointing, claiming, naked pair, hidden pair, naked triple, hidden triple
 *   hard    X-Wing, XY-Wing, Swordfish
 *   expert  W-Wing, simple colouring, XY-chain
 * Every technique is sound without assuming the solution is unique, so a puzzle the solver finishes
 * has exactly one solution.
 */
import { levelOfTechnique } from '../level-techniques';
import type { SudokuLevel } from '../levels';
import type { SolverState, Deduction } from '../solver-state';
import { simpleColouring } from './colouring';
import { fish } from './fish';
import { claiming, pointing } from './locked-candidates';
import { hiddenSingle, nakedSingle } from './singles';
import { hiddenSubset, nakedSubset } from './subsets';
import { wWing, xyWing } from './wings';
import { xyChain } from './xy-chain';

export type Technique = {
  name: string;
  level: SudokuLevel;
  find: (state: SolverState) => Deduction | null;
};

/** A technique with the level its name is listed under. */
function technique(name: string, find: Technique['find']): Technique {
  return { name, level: levelOfTechnique(name), find };
}

export const TECHNIQUES: readonly Technique[] = [
  technique('Hidden single', hiddenSingle),
  technique('Naked single', nakedSingle),
  technique('Pointing', pointing),
  technique('Claiming', claiming),
  technique('Naked pair', (s) => nakedSubset(s, 2)),
  technique('Hidden pair', (s) => hiddenSubset(s, 2)),
  technique('Naked triple', (s) => nakedSubset(s, 3)),
  technique('Hidden triple', (s) => hiddenSubset(s, 3)),
  technique('X-Wing', (s) => fish(s, 2)),
  technique('XY-Wing', xyWing),
  technique('Swordfish', (s) => fish(s, 3)),
  technique('W-Wing', wWing),
  technique('Simple colouring', simpleColouring),
  technique('XY-chain', xyChain),
];

export function techniqueNamed(name: string): Technique | undefined {
  return TECHNIQUES.find((t) => t.name === name);
}
