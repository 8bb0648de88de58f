import 'server-only';

/**
 * The server side of Word Guesser: the word lists, judging and the daily and practice answers, plus
 * everything the browser has. 'server-only' makes a client import of this module a build error.
 */
export * from './client';
export { scoreGuess } from './score-guess';
export { ANSWERS, ACCEPTED_GUESSES, isAcceptedGuess } from './words';
export { chooseDailyWord, dailyAnswer, randomAnswer } from './daily';
export { judgeGuess, replayGuesses, type PlayState, type GuessOutcome, type GuessRejection } from './judge';
