/**
 * The server's crossword view (a move's reply, a resumed play's view) read back in the browser,
 * without zod (the page's budget): null when it is not one.
 */
import type { CrosswordView } from '@/lib/games/crosswords/play-view';

const isCells = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => Number.isInteger(n) && n >= 0);

export function parseCrosswordView(value: unknown): CrosswordView | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.letters !== 'string' || !/^[#.A-Z]+$/.test(v.letters)) return null;
  if (!isCells(v.checkedWrong) || !isCells(v.confirmed) || !isCells(v.revealed)) return null;
  if (typeof v.assisted !== 'boolean' || typeof v.full !== 'boolean' || typeof v.solved !== 'boolean' || typeof v.gaveUp !== 'boolean')
    return null;
  if (v.solution !== undefined && typeof v.solution !== 'string') return null;
  if (typeof v.started !== 'boolean') return null;
  // An older server's view has no count (it counted no wrong submit): as if one were still free.
  const freeSubmits = Number.isInteger(v.freeSubmits) && (v.freeSubmits as number) >= 0 ? (v.freeSubmits as number) : 1;
  return {
    started: v.started,
    ...(typeof v.puzzle === 'string' ? { puzzle: v.puzzle } : {}),
    letters: v.letters,
    checkedWrong: v.checkedWrong,
    confirmed: v.confirmed,
    revealed: v.revealed,
    assisted: v.assisted,
    freeSubmits,
    full: v.full,
    solved: v.solved,
    gaveUp: v.gaveUp,
    ...(typeof v.solution === 'string' ? { solution: v.solution } : {}),
  };
}
