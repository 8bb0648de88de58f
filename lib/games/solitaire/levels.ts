/**
 * The two modes of Klondike, as the platform's levels. Safe for the browser.
 */
import type { PuzzleLevel } from '../grid-puzzle-engine';

export type LevelId = 'draw-1' | 'draw-3';
export type DrawCount = 1 | 3;

export type Level = PuzzleLevel<LevelId> & { readonly drawCount: DrawCount };

export const LEVELS: readonly Level[] = [
  { id: 'draw-1', label: 'Draw 1', drawCount: 1 },
  { id: 'draw-3', label: 'Draw 3', drawCount: 3 },
];

/** The daily a request without a level gets (each mode has its daily): Draw 1, the mode most players know. */
export const DAILY_LEVEL: LevelId = 'draw-1';

export function isLevelId(value: unknown): value is LevelId {
  return LEVELS.some((level) => level.id === value);
}

export function levelById(id: LevelId): Level {
  const level = LEVELS.find((l) => l.id === id);
  if (!level) throw new Error(`Unknown solitaire level: ${id}`);
  return level;
}
