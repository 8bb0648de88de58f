/**
 * The shapes shared by the browser and the server. Browser-safe: nothing here knows any word list.
 */

export const WORD_LENGTH = 5;
export const MAX_GUESSES = 6;

/** Green (right place), yellow (in the word elsewhere) or grey (not in the word, or no more of it). */
export type LetterScore = 'correct' | 'present' | 'absent';

/** One score per letter of a guess, in order. */
export type GuessScore = readonly LetterScore[];

export type ScoredGuess = { readonly guess: string; readonly score: GuessScore };

export type GameStatus = 'playing' | 'won' | 'lost';
