import type { PuzzleLevel } from '../grid-puzzle-engine';
import { MAX_GUESSES, WORD_LENGTH } from './types';

/**
 * Word Guesser has one level: every answer is a common five-letter word. Hard mode is the player's
 * choice per game (made before the first guess, marked `*` in the share text), not a level, so
 * everybody's daily is the same game on the same leaderboard. Browser-safe.
 */
export type WordGuesserLevel = 'standard';
export const LEVELS: readonly PuzzleLevel<WordGuesserLevel>[] = [{ id: 'standard', label: 'Five letters' }];
export const WORDGUESSER_DAILY_LEVEL: WordGuesserLevel = 'standard';

/** The public puzzle text: the word length and the number of guesses ("5x6"); the word stays on the server. */
export const WORDGUESSER_PUZZLE = `${WORD_LENGTH}x${MAX_GUESSES}`;
