import { isAllCorrect } from './score-guess';
import { MAX_GUESSES, type GameStatus, type GuessScore } from './types';

/**
 * The status after the scores of the guesses so far: won once a guess is all green, lost after
 * MAX_GUESSES without, playing otherwise. Works from scores alone, so the browser can use it too.
 */
export function statusFromScores(scores: readonly GuessScore[]): GameStatus {
  if (scores.some(isAllCorrect)) return 'won';
  return scores.length >= MAX_GUESSES ? 'lost' : 'playing';
}
