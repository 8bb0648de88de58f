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

/** Said when a guess is five letters but not a word the game knows (no guess is used up). */
export const NOT_A_WORD = 'Not in the word list';
/** Said when hard mode is changed after the first guess. */
export const HARD_MODE_LOCKED = 'Hard mode is chosen before the first guess.';

/** A move: one guess; the first guess also fixes hard mode (false when left out). */
export type WordGuesserMove = { guess: string; hardMode?: boolean };

/**
 * What the player may see of a play (the server's reply to each guess, and the resumed view): the
 * guesses with their colours, hard mode, and the answer only once the game is over.
 */
export type WordGuesserView = { guesses: ScoredGuess[]; hardMode: boolean; answer?: string };
