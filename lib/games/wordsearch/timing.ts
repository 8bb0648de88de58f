/**
 * How fast a human can be (docs/GAMES.md, Fair play). Apart from index.ts so tests and the browser
 * tests can read the floors without loading the server-only generator.
 */
import { parseWordsearch } from './format';
import { isWordsearchLevel, type WordsearchLevel } from './levels';

/**
 * A floor, not an estimate: 1 s per listed word. Even knowing every place (as a script does), a
 * human drags from a word's first letter to its last and moves on to the next: faster is refused.
 */
export function minSolveSeconds(puzzle: string): number {
  return parseWordsearch(puzzle)?.words.length ?? 0;
}

/**
 * The fastest humans we expect, per listed word. Finding a word is a search: pick the word from
 * the list, scan the grid for its first letter, check the next letter in each direction it may
 * run, then drag (about a second of the time). Fast players on 10x10 grids of about ten words
 * finish in roughly half a minute when words run only right and down: 3 s a word. Medium adds the
 * two diagonals on a 12x12 grid, twice the directions to check from each first letter: 4 s. Hard
 * reads all eight directions, backwards included, on 15x15 (half as many cells again, and a
 * backwards word must be found from its last letter too): 6 s. Estimates, to be tuned against
 * real times; a faster verified win is held as pending, not refused.
 */
export const PLAUSIBLE_SECONDS_PER_WORD: Readonly<Record<WordsearchLevel, number>> = { easy: 3, medium: 4, hard: 6 };

export function plausibleSeconds(puzzle: string, level: string): number {
  const parsed = parseWordsearch(puzzle);
  if (!parsed || !isWordsearchLevel(level)) return 0;
  return parsed.words.length * PLAUSIBLE_SECONDS_PER_WORD[level];
}
