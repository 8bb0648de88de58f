/**
 * Wordsearch levels: the grid's size, the directions words run in and how many are listed.
 * Browser-safe (the picker and the board read it), no other import, so the catalogue can take it.
 *
 *   easy    10x10, right and down
 *   medium  12x12, plus the two diagonals that read left to right (down-right, up-right)
 *   hard    15x15, all eight directions, backwards included
 */
import type { PuzzleLevel } from '../grid-puzzle-engine';

export type WordsearchLevel = 'easy' | 'medium' | 'hard';

export const LEVELS: readonly PuzzleLevel<WordsearchLevel>[] = [
  { id: 'easy', label: 'Easy' },
  { id: 'medium', label: 'Medium' },
  { id: 'hard', label: 'Hard' },
];

export const WORDSEARCH_DAILY_LEVEL: WordsearchLevel = 'medium';

/** A direction as [row step, column step]. */
export type Direction = readonly [number, number];

export const RIGHT: Direction = [0, 1];
export const DOWN: Direction = [1, 0];
export const DOWN_RIGHT: Direction = [1, 1];
export const UP_RIGHT: Direction = [-1, 1];
export const LEFT: Direction = [0, -1];
export const UP: Direction = [-1, 0];
export const UP_LEFT: Direction = [-1, -1];
export const DOWN_LEFT: Direction = [1, -1];

/** All eight directions: the ones a selection may take, and the ones the proof scans. */
export const ALL_DIRECTIONS: readonly Direction[] = [RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT, LEFT, UP_LEFT, UP, UP_RIGHT];

export type LevelRule = {
  readonly size: number;
  /** The directions the generator places words in. */
  readonly directions: readonly Direction[];
  readonly minWords: number;
  readonly maxWords: number;
};

export const LEVEL_RULES: Readonly<Record<WordsearchLevel, LevelRule>> = {
  easy: { size: 10, directions: [RIGHT, DOWN], minWords: 8, maxWords: 10 },
  medium: { size: 12, directions: [RIGHT, DOWN, DOWN_RIGHT, UP_RIGHT], minWords: 10, maxWords: 12 },
  hard: { size: 15, directions: ALL_DIRECTIONS, minWords: 12, maxWords: 15 },
};

export function isWordsearchLevel(value: unknown): value is WordsearchLevel {
  return typeof value === 'string' && Object.hasOwn(LEVEL_RULES, value);
}
