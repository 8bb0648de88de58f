/**
 * What each level asks of a player: the techniques it adds to the easier levels' (named as the
 * solver's steps and hints name them) and a sentence in plain words. The grader takes each
 * technique's level from here (techniques/index.ts), and the how-to-play page and docs/GAMES.md say
 * `asks`, so the page cannot drift from the grading. A puzzle's level is its hardest needed
 * technique's: an Easy needs singles only, a Medium at least one Medium technique and no Hard one,
 * and so on. No imports (but types): the page's script may load it.
 */
import type { SudokuLevel } from './level-list';

export type LevelTechniques = {
  /** The techniques this level adds, in the order the solver tries them. */
  readonly techniques: readonly string[];
  /** What they ask of a player, in plain words. */
  readonly asks: string;
};

export const LEVEL_TECHNIQUES: Readonly<Record<SudokuLevel, LevelTechniques>> = {
  easy: {
    techniques: ['Hidden single', 'Naked single'],
    asks: 'singles only (the only place for a digit in a row, column or box, or the only digit a cell can take)',
  },
  medium: {
    techniques: ['Pointing', 'Claiming', 'Naked pair', 'Hidden pair', 'Naked triple', 'Hidden triple'],
    asks: 'pointing and claiming (a digit a box keeps to one line, or a line to one box), pairs and triples',
  },
  hard: {
    techniques: ['X-Wing', 'XY-Wing', 'Swordfish'],
    asks: 'X-Wing, Swordfish and XY-Wing',
  },
  expert: {
    techniques: ['W-Wing', 'Simple colouring', 'XY-chain'],
    asks: 'W-Wing, simple colouring and XY-chains',
  },
};

/** The level a technique belongs to; throws for a name no level lists (a technique the levels forgot). */
export function levelOfTechnique(name: string): SudokuLevel {
  for (const level of Object.keys(LEVEL_TECHNIQUES) as SudokuLevel[]) {
    if (LEVEL_TECHNIQUES[level].techniques.includes(name)) return level;
  }
  throw new Error(`sudoku: no level lists the technique ${name}`);
}
