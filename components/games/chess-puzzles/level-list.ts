import { clampProgress, highestOpenLevel, LEVEL_PAGE_SIZE, levelListEnd } from '@/lib/games/chess/puzzle-rules';

/**
 * The level list of a difficulty as the browser shows it (spec sections 4 and 9): levels
 * 1..min(visible, progress + 50, 2000), `visible` starting at 50 and growing by 50 per 'Show More
 * Levels'. The bounds are the server's own rules (lib/games/chess/puzzle-rules.ts).
 */
export { LEVEL_PAGE_SIZE, nextLevel } from '@/lib/games/chess/puzzle-rules';

export type LevelMark = 'completed' | 'current' | 'open';
export type LevelEntry = { idx: number; mark: LevelMark; label: string };

/** 'Show More Levels' adds a page of 50. */
export function showMore(visible: number): number {
  return visible + LEVEL_PAGE_SIZE;
}

/** Whether 'Show More Levels' would reveal anything. */
export function canShowMore(visible: number, progress: number): boolean {
  return levelListEnd(showMore(visible), progress) > levelListEnd(visible, progress);
}

export function levelMark(idx: number, progress: number): LevelMark {
  const done = clampProgress(progress);
  if (idx <= done) return 'completed';
  if (idx === done + 1) return 'current';
  return 'open';
}

export function levelLabel(idx: number, progress: number): string {
  const mark = levelMark(idx, progress);
  return mark === 'open' ? `Level ${idx}` : `Level ${idx}, ${mark}`;
}

export function levelEntries(visible: number, progress: number): LevelEntry[] {
  const end = levelListEnd(visible, progress);
  return Array.from({ length: end }, (_, i) => {
    const idx = i + 1;
    return { idx, mark: levelMark(idx, progress), label: levelLabel(idx, progress) };
  });
}

export const canGoPrevious = (idx: number) => idx > 1;
export const canGoNext = (idx: number, progress: number) => idx + 1 <= highestOpenLevel(progress);
