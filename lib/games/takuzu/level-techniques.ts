/**
 * What each difficulty asks of a player: the techniques it adds to the easier ones' and a sentence in
 * plain words. The solver takes each level's techniques from here (solver.ts, deductions.ts), and the
 * how-to-play page and docs/GAMES.md say `asks`, so the page cannot drift from the grading. A puzzle's
 * difficulty is its hardest needed technique's: an Easy needs pairs and gaps only, a Medium at least one
 * counting technique and no Hard one, a Hard at least one Hard technique. No imports (but types): the
 * page's script may load it.
 */
import type { TechniqueId } from './deductions';
import type { TakuzuDifficulty } from './levels';

export type LevelTechniques = {
  /** The techniques this difficulty adds, simplest first (the order hints prefer them). */
  readonly techniques: readonly TechniqueId[];
  /** What they ask of a player, in plain words. */
  readonly asks: string;
};

export const LEVEL_TECHNIQUES: Readonly<Record<TakuzuDifficulty, LevelTechniques>> = {
  easy: {
    techniques: ['pair', 'gap'],
    asks: 'pairs and gaps only (beside two equal cells, or between them, goes the other digit)',
  },
  medium: {
    techniques: ['complete-line', 'one-left'],
    asks: 'counting (a line with all its 0s or 1s, or one short of them)',
  },
  hard: {
    techniques: ['line-comparison', 'look-ahead'],
    asks: 'comparing with a finished line, and trying out the ways to complete a nearly full line',
  },
};
