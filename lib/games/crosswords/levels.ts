/**
 * Crossword levels: the grid's size and block count, and how common its words are. Browser-safe.
 *
 *   easy    Mini, 5x5, only the more common words (score 30 and up)
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
  /** Placements one pattern may take before a new pattern is drawn. */
  readonly nodeLimit: number;
  /** Random lift of a word's score when ordering candidates (filler.ts). */
  readonly scoreNoise: number;
};

export const LEVEL_RULES: Readonly<Record<CrosswordLevel, LevelRule>> = {
  easy: { name: 'Mini', size: 5, minBlocks: 2, maxBlocks: 6, minScore: 30, minLogFills: 0, nodeLimit: 1000, scoreNoise: 40 },
  medium: { name: 'Midi', size: 7, minBlocks: 6, maxBlocks: 14, minScore: 15, minLogFills: 5, nodeLimit: 1000, scoreNoise: 40 },
  hard: { name: '9x9', size: 9, minBlocks: 10, maxBlocks: 22, minScore: 15, minLogFills: 9, nodeLimit: 1000, scoreNoise: 40 },
};

export function isCrosswordLevel(value: unknown): value is CrosswordLevel {
  return typeof value === 'string' && Object.hasOwn(LEVEL_RULES, value);
}
