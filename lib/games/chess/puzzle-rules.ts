/**
 * The chess-puzzle rules of the spec (sections 4, 6, 9), pure: limits per tier, unlock rules,
 * the level list and the UTC day. No I/O; the service applies them against the store, and the
 * browser (level list, difficulty labels) and the /premium page show them from here, never a copy.
 * The store's types (what a difficulty and a player's progress are) come from the store, as every
 * type it returns does.
 */
import type { Difficulty, Progress } from '@/lib/db/store/puzzles';

export type { Difficulty, Progress } from '@/lib/db/store/puzzles';
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const satisfies readonly Difficulty[];
export const PUZZLES_PER_DIFFICULTY = 2000;
export const LEVEL_PAGE_SIZE = 50;
export const LEVEL_LOOKAHEAD = 50;
export const QUOTA_GAME_SLUG = 'chess_puzzles';
export const MATE_IN: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };
export const DIFFICULTY_LABEL: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export type QuotaTier = 'anonymous' | 'unknown' | 'free' | 'premium' | 'admin';

/** Puzzles a day: anonymous or unknown tier 1, free 3, premium and admin unlimited (null). */
export function dailyLimit(tier: QuotaTier): number | null {
  if (tier === 'premium' || tier === 'admin') return null;
  return tier === 'free' ? 3 : 1;
}

/** The UTC date, YYYY-MM-DD: the quota's day, the same day as every game's dailies and streaks. */
export { utcDay } from '@/lib/games/platform/statistics';

export type LockState = { locked: boolean; reason: string | null };

/** Easy is always open; medium needs all of easy, hard all of medium. */
export function lockState(difficulty: Difficulty, progress: Progress): LockState {
  const needs = difficulty === 'medium' ? 'easy' : difficulty === 'hard' ? 'medium' : null;
  if (!needs) return { locked: false, reason: null };
  const left = PUZZLES_PER_DIFFICULTY - progress[needs];
  if (left <= 0) return { locked: false, reason: null };
  return { locked: true, reason: `Complete all ${DIFFICULTY_LABEL[needs]} puzzles first (${left} left)` };
}

/** Progress as a whole number of levels in 0..2000, whatever the caller holds. */
export const clampProgress = (progress: number) => Math.min(Math.max(0, Math.floor(progress)), PUZZLES_PER_DIFFICULTY);

/** The next uncompleted puzzle: progress + 1, capped at 2000. */
export function nextLevel(progress: number): number {
  return Math.min(clampProgress(progress) + 1, PUZZLES_PER_DIFFICULTY);
}

/** The highest level a player may open: progress + 50, capped at 2000. */
export function highestOpenLevel(progress: number): number {
  return Math.min(clampProgress(progress) + LEVEL_LOOKAHEAD, PUZZLES_PER_DIFFICULTY);
}

/** Levels shown in the list: 1..min(visible, progress + 50, 2000). */
export function levelListEnd(visible: number, progress: number): number {
  return Math.max(0, Math.min(visible, highestOpenLevel(progress)));
}

/** The daily chess-puzzle limit as the /premium table shows it. */
export function dailyLimitText(tier: QuotaTier): string {
  const limit = dailyLimit(tier);
  return limit === null ? 'Unlimited' : String(limit);
}

export type StartRefusal =
  { code: 'locked'; message: string } | { code: 'no_more'; message: string } | { code: 'too_far'; message: string };

/** Why a start is refused before any lookup, or null when it may proceed. */
export function checkStart(difficulty: Difficulty, idx: number, progress: Progress): StartRefusal | null {
  const lock = lockState(difficulty, progress);
  if (lock.locked) return { code: 'locked', message: lock.reason ?? 'This difficulty is locked.' };
  if (idx > PUZZLES_PER_DIFFICULTY) return { code: 'no_more', message: 'No more puzzles in this difficulty' };
  if (idx > highestOpenLevel(progress[difficulty])) {
    return { code: 'too_far', message: `Puzzle ${idx} is not open yet: complete puzzle ${progress[difficulty] + 1} first.` };
  }
  return null;
}
