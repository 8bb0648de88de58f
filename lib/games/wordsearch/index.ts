/**
 * The Wordsearch engine the platform issues, referees and hints through. Server only: it brings
 * the generator and the offensive word list, which must never reach a script bundle ('server-only'
 * makes a browser import a build error). The browser imports ./client instead.
 */
import 'server-only';
import type { GridPuzzleEngine } from '../grid-puzzle-engine';
import { generate } from './generator';
import { hint } from './hint';
import { WORDSEARCH_DAILY_LEVEL, WORDSEARCH_LEVELS, type WordsearchLevel } from './levels';
import { moveSchema } from './move-schema';
import { applyMove, initialGrid, isPuzzle, isSolved, type WordsearchMove } from './moves';
import { minSolveSeconds, plausibleSeconds } from './timing';

export const wordsearchEngine: GridPuzzleEngine<WordsearchLevel, WordsearchMove> = {
  levels: WORDSEARCH_LEVELS,
  dailyLevel: WORDSEARCH_DAILY_LEVEL,
  generate,
  isPuzzle,
  moveSchema,
  initialGrid,
  applyMove,
  isSolved,
  hint,
  minSolveSeconds,
  plausibleSeconds,
};

export * from './client';
export { moveSchema } from './move-schema';
export { generate, generateWithStats, type GenerationResult } from './generator';
export { hint } from './hint';
export { buildTrie, findOccurrences, proofProblems, type Occurrence, type Problem, type WordTrie } from './scanner';
export { formatPlaces, parsePlaces, type Place } from './solution';
export { minSolveSeconds, plausibleSeconds, PLAUSIBLE_SECONDS_PER_WORD } from './timing';
