/**
 * Wordsearch's client side for the shell: the shell speaks in puzzle texts, the state helpers in
 * parsed puzzles, so this parses once per puzzle and adapts. Browser-light (no generator, no zod).
 */
import type { ClientGame } from '@/components/games/shell/types';
import { parseWordsearch, type WordsearchPuzzle } from '@/lib/games/wordsearch/format';
import {
  initialWordsearchState,
  parseWordsearchState,
  solvedWordsearchState,
  wordsearchMoves,
  wordsearchReady,
  type WordsearchMove,
  type WordsearchState,
} from './wordsearch-state';
import { WordsearchView } from './wordsearch-view';

let last: { text: string; puzzle: WordsearchPuzzle | null } | null = null;

/** The parsed puzzle of a puzzle text (the last one is kept: the shell asks about the same puzzle). */
export function puzzleOf(text: string): WordsearchPuzzle | null {
  if (last?.text !== text) last = { text, puzzle: parseWordsearch(text) };
  return last.puzzle;
}

export const wordsearch: ClientGame<WordsearchState, WordsearchMove> = {
  initialState: (text) => initialWordsearchState(puzzleOf(text) ?? { words: [] }),
  parseState: (value, text) => {
    const puzzle = puzzleOf(text);
    return puzzle ? parseWordsearchState(value, puzzle) : null;
  },
  moves: (_text, state) => wordsearchMoves(state),
  readyToSubmit: (text, state) => puzzleOf(text) !== null && wordsearchReady(state),
  solvedState: (text, solution) => {
    const puzzle = puzzleOf(text);
    return puzzle ? solvedWordsearchState(puzzle, solution) : null;
  },
  View: WordsearchView,
};
