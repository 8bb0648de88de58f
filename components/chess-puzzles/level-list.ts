/**
 * The level list of a difficulty, pure (spec sections 4 and 9): levels 1..min(visible, progress + 50, 2000),
 * `visible` starting at 50 and growing by 50 per 'Show More Levels'. The server enforces the same bounds.
 */
export const TOTAL_LEVELS = 2000;
export const LEVEL_PAGE_SIZE = 50;
export const LEVEL_LOOKAHEAD = 50;

export type LevelMark = 'completed' | 'current' | 'open';
export type LevelEntry = { idx: number; mark: LevelMark; label: string };

const clampProgress = (progress: number) => Math.min(Math.max(0, Math.floor(progress)), TOTAL_LEVELS);

/** The next uncompleted puzzle: progress + 1, capped at 2000. */
export function nextLevel(progress: number): number {
  return Math.min(clampProgress(progress) + 1, TOTAL_LEVELS);
}

/** The highest level a player may open: progress + 50, capped at 2000. */
export function highestOpenLevel(progress: number): number {
  return Math.min(clampProgress(progress) + LEVEL_LOOKAHEAD, TOTAL_LEVELS);
}

/** The last level shown: min(visible, progress + 50, 2000). */
export function levelListEnd(visible: number, progress: number): number {
  return Math.max(0, Math.min(visible, highestOpenLevel(progress)));
}

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
