/**
 * What each level asks of a player: the deduction tiers (deductions.ts) it adds to the easier levels',
 * their names and a sentence in plain words. The grader takes each level's tiers from here, and the
 * how-to-play page and docs/GAMES.md say `asks`, so the page cannot drift from the grading. A level's
 * puzzles need at least one of its own tiers and none of a harder level's: a Medium always needs a
 * deduction no Easy does, a Hard one no Medium does. No imports (but types): the page's script may
 * load it.
 */
import type { QueenieLevel } from './levels';

export type LevelTechniques = {
  /** The deduction tiers this level adds; together the levels' lists are 1..MAX_TIER in order. */
  readonly tiers: readonly number[];
  /** Those deductions' names (deductions.ts, techniqueName). */
  readonly techniques: readonly string[];
  /** What they ask of a player, in plain words. */
  readonly asks: string;
};

export const LEVEL_TECHNIQUES: Readonly<Record<QueenieLevel, LevelTechniques>> = {
  easy: {
    tiers: [1, 2],
    techniques: ['Only cell', 'Region in one line', 'Line in one region'],
    asks: 'the only cell left in a row, column or region, and a region confined to one row or column (the rest of that line is ruled out)',
  },
  medium: {
    tiers: [3],
    techniques: ['Blocking cell'],
    asks: 'blocking cells (a queen there would leave a row, column or region no room)',
  },
  hard: {
    tiers: [4, 5],
    techniques: ['2 regions in 2 lines', '2 lines in 2 regions', 'k regions in k lines', 'k lines in k regions'],
    asks: 'two or more regions confined to as many rows or columns (the rest of those lines is ruled out)',
  },
};

/** The lowest and highest tier of a level: its puzzles' hardest needed tier lies in between. */
export function tierRange(level: QueenieLevel): { minTier: number; maxTier: number } {
  const { tiers } = LEVEL_TECHNIQUES[level];
  return { minTier: Math.min(...tiers), maxTier: Math.max(...tiers) };
}

/** The level whose deductions include this tier, or null for a tier no level has. */
export function levelOfTier(tier: number): QueenieLevel | null {
  for (const level of Object.keys(LEVEL_TECHNIQUES) as QueenieLevel[]) {
    if (LEVEL_TECHNIQUES[level].tiers.includes(tier)) return level;
  }
  return null;
}
