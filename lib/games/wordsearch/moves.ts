/**
 * Moves on the platform's grid text, which for Wordsearch is the found state (format.ts: one
 * character per listed word, `1` found). A move is a selection from one cell to another; it finds
 * the unfound listed word it spells, read either way, or changes nothing. Browser-safe (no zod
 * here: see move-schema.ts).
 */
import { initialFound, isAllFound, parseWordsearch, type WordsearchPuzzle } from './format';
import { LEVEL_RULES } from './levels';
import { matchSelection } from './lines';
import { parsePlaces } from './solution';

/** A selection from its first cell to its last (`row * width + column`), validated by moveSchema. */
export type WordsearchMove = { from: number; to: number };

const SIZES = new Set(Object.values(LEVEL_RULES).map((rule) => rule.size));

/** A well-formed puzzle on a square board of a served size. */
export function isPuzzle(text: string): boolean {
  const puzzle = parseWordsearch(text);
  return puzzle !== null && puzzle.width === puzzle.height && SIZES.has(puzzle.width);
}

/** Nothing found yet; '' for a text that is no puzzle (no move applies to it). */
export function initialGrid(puzzleText: string): string {
  const puzzle = parseWordsearch(puzzleText);
  return puzzle ? initialFound(puzzle) : '';
}

/** A found state that belongs to this puzzle: one `0` or `1` per listed word. */
export function isFoundState(puzzle: Pick<WordsearchPuzzle, 'words'>, found: string): boolean {
  return typeof found === 'string' && found.length === puzzle.words.length && /^[01]+$/.test(found);
}

/**
 * The found state with the selected word marked found; null when the selection spells no listed
 * word not found yet (a wrong selection, one off the board, a word found already).
 */
export function applyMove(puzzleText: string, found: string, move: WordsearchMove): string | null {
  const puzzle = parseWordsearch(puzzleText);
  if (!puzzle || !isFoundState(puzzle, found)) return null;
  const index = matchSelection(puzzle, found, move.from, move.to);
  if (index < 0) return null;
  return `${found.slice(0, index)}1${found.slice(index + 1)}`;
}

/** Every listed word found, against a solution that places each of them. */
export function isSolved(puzzleText: string, found: string, solution: string): boolean {
  const puzzle = parseWordsearch(puzzleText);
  const places = parsePlaces(solution);
  return puzzle !== null && places !== null && places.length === puzzle.words.length && isFoundState(puzzle, found) && isAllFound(found);
}
