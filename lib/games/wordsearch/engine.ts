/**
 * The Wordsearch engine the platform issues, referees and hints through. Server only: it brings
 * the generator and the offensive word list, which must never reach a script bundle ('server-only'
 * makes a browser import a build error). The browser imports ./client instead.
 */
import 'server-only';
import type { GridPuzzleEngine } from '../grid-puzzle-engine';
import { generate } from './generator';
import { findHint } from './hint';
import { WORDSEARCH_DAILY_LEVEL, LEVELS, type WordsearchLevel } from './levels';
import { moveSchema } from './move-schema';
import { applyMove, initialGrid, isPuzzle, isSolved, type WordsearchMove } from './moves';
import { minSolveSeconds, plausibleSeconds } from './timing';

export const engine: GridPuzzleEngine<WordsearchLevel, WordsearchMove> = {
  levels: LEVELS,
  dailyLevel: WORDSEARCH_DAILY_LEVEL,
  generate,
  isPuzzle,
  moveSchema,
  initialGrid,
  applyMove,
  isSolved,
  hint: findHint,
  minSolveSeconds,
  plausibleSeconds,
};
