import 'server-only';
import { ANSWER_LIST } from './answer-list';
import { GUESS_LIST } from './guess-list';

/**
 * The word lists as the engine uses them. Server only: an answer list in a browser bundle would give
 * away every daily. The lists are generated (scripts/word-lists/build-word-lists.ts); see docs/DATA.md.
 */
const parse = (text: string) => text.split('\n').filter((w) => w !== '');

/** Every possible answer, sorted. */
export const ANSWERS: readonly string[] = Object.freeze(parse(ANSWER_LIST));
/** Every accepted guess (the answers included), sorted. */
export const ACCEPTED_GUESSES: readonly string[] = Object.freeze(parse(GUESS_LIST));

const accepted = new Set(ACCEPTED_GUESSES);

/** Whether a lower-case five-letter word is in the guess list (normalise with guessSchema first). */
export function isAcceptedGuess(word: string): boolean {
  return accepted.has(word);
}
