/**
 * Easy / Medium / Hard: the board sizes each level serves and the deduction tiers it allows
 * (tiers are described in deductions.ts). Browser-safe data; the grading itself is in grade.ts.
 *
 *   easy    6x6 or 7x7   only cells and regions/lines confined to one line (tiers 1-2)
 *   medium  8x8          needs a region or line confined to one line at least, may need blocking
 *                        cells (tiers 2-3)
 *   hard    9x9 or 10x10 needs "2 regions in 2 lines" (or 2 lines in 2 regions) at least, may need
 *                        "k in k" for k >= 3 (tiers 4-5)
 */
import type { PuzzleLevel } from '../grid-puzzle-engine';

export type QueenieLevel = 'easy' | 'medium' | 'hard';

export const QUEENIE_LEVELS: readonly PuzzleLevel<QueenieLevel>[] = [
  { id: 'easy', label: 'Easy' },
  { id: 'medium', label: 'Medium' },
  { id: 'hard', label: 'Hard' },
];

export type LevelRule = {
  readonly sizes: readonly number[];
  /** The hardest tier an easiest-first solve needs must lie in [minTier, maxTier]. */
  readonly minTier: number;
  readonly maxTier: number;
};

export const LEVEL_RULES: Readonly<Record<QueenieLevel, LevelRule>> = {
  easy: { sizes: [6, 7], minTier: 1, maxTier: 2 },
  medium: { sizes: [8], minTier: 2, maxTier: 3 },
  hard: { sizes: [9, 10], minTier: 4, maxTier: 5 },
};
