/**
 * Takuzu levels: every square size crossed with every difficulty ('8-medium', label '8×8 Medium').
 * Browser-safe: the level picker (two selects, size and difficulty) imports this alone.
 */
import type { PuzzleLevel } from '../grid-puzzle-engine';

export const SIZES = [6, 8, 10, 12] as const;
export type TakuzuSize = (typeof SIZES)[number];

/** Ordered from easiest to hardest: the grader compares them by index. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type TakuzuDifficulty = (typeof DIFFICULTIES)[number];

export type TakuzuLevel = `${TakuzuSize}-${TakuzuDifficulty}`;

const DIFFICULTY_LABEL: Record<TakuzuDifficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export function difficultyLabel(difficulty: TakuzuDifficulty): string {
  return DIFFICULTY_LABEL[difficulty];
}

export function levelId(size: TakuzuSize, difficulty: TakuzuDifficulty): TakuzuLevel {
  return `${size}-${difficulty}`;
}

export const LEVELS: readonly PuzzleLevel<TakuzuLevel>[] = SIZES.flatMap((size) =>
  DIFFICULTIES.map((difficulty) => ({
    id: levelId(size, difficulty),
    label: `${size}×${size} ${DIFFICULTY_LABEL[difficulty]}`,
  })),
);

export const DAILY_LEVEL: TakuzuLevel = '8-medium';

export function isSize(value: unknown): value is TakuzuSize {
  return (SIZES as readonly unknown[]).includes(value);
}

export function isDifficulty(value: unknown): value is TakuzuDifficulty {
  return (DIFFICULTIES as readonly unknown[]).includes(value);
}

/** Splits '10-hard' into its size and difficulty; null for anything that is not a level id. */
export function parseLevelId(id: string): { size: TakuzuSize; difficulty: TakuzuDifficulty } | null {
  const dash = id.indexOf('-');
  const size = Number(id.slice(0, dash));
  const difficulty = id.slice(dash + 1);
  // The exact spelling only: '08-easy' or ' 8-easy' are not level ids.
  if (!isSize(size) || !isDifficulty(difficulty) || levelId(size, difficulty) !== id) return null;
  return { size, difficulty };
}

export function isLevelId(id: string): id is TakuzuLevel {
  return parseLevelId(id) !== null;
}

/** Index in DIFFICULTIES, so difficulties compare as numbers. */
export function difficultyRank(difficulty: TakuzuDifficulty): number {
  return DIFFICULTIES.indexOf(difficulty);
}
