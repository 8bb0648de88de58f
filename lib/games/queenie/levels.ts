/**
 * Easy / Medium / Hard and the board sizes each level serves. Browser-safe data (the catalogue reads
 * it); the deductions each level asks for are in level-techniques.ts, the grading in grade.ts.
 *
 *   easy    6x6 or 7x7   only cells and regions/lines confined to one line (tiers 1-2)
 *   medium  8x8          needs a blocking cell (tier 3)
 *   hard    9x9 or 10x10 needs "2 regions in 2 lines" (or 2 lines in 2 regions) at least, may need
 *                        "k in k" for k >= 3 (tiers 4-5)
 */
import type { PuzzleLevel } from '../grid-puzzle-engine';

export type QueenieLevel = 'easy' | 'medium' | 'hard';

export const LEVELS: readonly PuzzleLevel<QueenieLevel>[] = [
  { id: 'easy', label: 'Easy' },
  { id: 'medium', label: 'Medium' },
  { id: 'hard', label: 'Hard' },
];

export type LevelRule = {
  readonly sizes: readonly number[];
};

export const LEVEL_RULES: Readonly<Record<QueenieLevel, LevelRule>> = {
  easy: { sizes: [6, 7] },
  medium: { sizes: [8] },
  hard: { sizes: [9, 10] },
};
