/**
 * The three classic boards. Safe for the browser: sizes only, nothing secret.
 * Sizes are width x height (columns x rows); cells are numbered row by row, index = row * width + column.
 */
import type { PuzzleLevel } from '../grid-puzzle-engine';

export type LevelId = 'beginner' | 'intermediate' | 'expert';

export type BoardSize = { readonly width: number; readonly height: number; readonly mines: number };

export type Level = PuzzleLevel<LevelId> & BoardSize;

export const LEVELS: readonly Level[] = [
  { id: 'beginner', label: 'Beginner', width: 9, height: 9, mines: 10 },
  { id: 'intermediate', label: 'Intermediate', width: 16, height: 16, mines: 40 },
  { id: 'expert', label: 'Expert', width: 30, height: 16, mines: 99 },
];

/** The daily board: big enough to take a few minutes, small enough for a phone. */
export const DAILY_LEVEL: LevelId = 'intermediate';

export function isLevelId(value: unknown): value is LevelId {
  return LEVELS.some((level) => level.id === value);
}

export function levelById(id: LevelId): Level {
  const level = LEVELS.find((l) => l.id === id);
  if (!level) throw new Error(`Unknown minesweeper level: ${id}`);
  return level;
}

/** The level a size belongs to, if it is one of the classic three. */
export function levelOfSize(size: BoardSize): Level | undefined {
  return LEVELS.find((l) => l.width === size.width && l.height === size.height && l.mines === size.mines);
}
