/**
 * The techniques in the order the solver tries them (easiest first), each with the level it makes a
 * puzzle. The mapping (documented in levels.ts):
 *   easy    hidden single, naked single
 *   medium  pointing, claiming, naked pair, hidden pair, naked triple, hidden triple
 *   hard    X-Wing, XY-Wing, Swordfish
 *   expert  W-Wing, simple colouring, XY-chain
 * Every technique is sound without assuming the solution is unique, so a puzzle the solver finishes
 * has exactly one solution.
 */
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

export const TECHNIQUES: readonly Technique[] = [
  { name: 'Hidden single', level: 'easy', find: hiddenSingle },
  { name: 'Naked single', level: 'easy', find: nakedSingle },
  { name: 'Pointing', level: 'medium', find: pointing },
  { name: 'Claiming', level: 'medium', find: claiming },
  { name: 'Naked pair', level: 'medium', find: (s) => nakedSubset(s, 2) },
  { name: 'Hidden pair', level: 'medium', find: (s) => hiddenSubset(s, 2) },
  { name: 'Naked triple', level: 'medium', find: (s) => nakedSubset(s, 3) },
  { name: 'Hidden triple', level: 'medium', find: (s) => hiddenSubset(s, 3) },
  { name: 'X-Wing', level: 'hard', find: (s) => fish(s, 2) },
  { name: 'XY-Wing', level: 'hard', find: xyWing },
  { name: 'Swordfish', level: 'hard', find: (s) => fish(s, 3) },
  { name: 'W-Wing', level: 'expert', find: wWing },
  { name: 'Simple colouring', level: 'expert', find: simpleColouring },
  { name: 'XY-chain', level: 'expert', find: xyChain },
];

export function techniqueNamed(name: string): Technique | undefined {
  return TECHNIQUES.find((t) => t.name === name);
}
