/**
 * Crossword levels: the grid's size and block count, and how common its words are. Browser-safe.
 *
 *   easy    Mini, 5x5, the more common words (score 20 and up)
 *   medium  Midi, 7x7
 *   hard    9x9
 */
import type { PuzzleLevel } from '../grid-puzzle-engine';
import type { PatternRule } from './patterns';

export type CrosswordLevel = 'easy' | 'medium' | 'hard';

export const CROSSWORD_LEVELS: readonly PuzzleLevel<CrosswordLevel>[] = [
  { id: 'easy', label: 'Easy' },
  { id: 'medium', label: 'Medium' },
  { id: 'hard', label: 'Hard' },
];

export const CROSSWORD_DAILY_LEVEL: CrosswordLevel = 'easy';

export type LevelRule = PatternRule & {
  /** What players call the size. */
  readonly name: string;
  /** Only words scoring at least this (15 to 100, word-list build) are used. */
  readonly minScore: number;
  /**
   * Patterns whose estimated log10 number of fills (fillability.ts) is below this are skipped: the
   * search on them is slow or fails. Set from generation-bench.ts runs.
   */
  readonly minLogFills: number;
  /**
   * Patterns estimated at this or more are always filled; below it one is kept with probability
   * 10^(estimate - sureLogFills), so a pattern comes up about in proportion to its number of fills
   * (the Mini has only a dozen patterns: drawn evenly, the few-fill ones repeated their fills).
   */
  readonly sureLogFills: number;
  /** Placements one pattern may take before a new pattern is drawn. */
  readonly nodeLimit: number;
  /** The filler's preference for common words and for words leaving room (filler.ts). */
  readonly commonness: number;
  readonly roomWeight: number;
};

export const LEVEL_RULES: Readonly<Record<CrosswordLevel, LevelRule>> = {
  easy: {
    name: 'Mini',
    size: 5,
    minBlocks: 2,
    maxBlocks: 8,
    minScore: 20,
    minLogFills: 0,
    sureLogFills: 6,
    nodeLimit: 1000,
    commonness: 0.5,
    roomWeight: 0.5,
  },
  medium: {
    name: 'Midi',
    size: 7,
    minBlocks: 6,
    maxBlocks: 16,
    minScore: 15,
    minLogFills: 5,
    sureLogFills: 5,
    nodeLimit: 1000,
    commonness: 3,
    roomWeight: 1,
  },
  hard: {
    name: '9x9',
    size: 9,
    minBlocks: 10,
    maxBlocks: 22,
    minScore: 15,
    minLogFills: 9,
    sureLogFills: 9,
    nodeLimit: 1000,
    commonness: 3,
    roomWeight: 1,
  },
};

export function isCrosswordLevel(value: unknown): value is CrosswordLevel {
  return typeof value === 'string' && Object.hasOwn(LEVEL_RULES, value);
}
