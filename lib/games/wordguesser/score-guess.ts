import type { GuessScore, LetterScore } from './types';

/**
 * Colours a guess against the answer. Greens first; then, left to right, a letter is yellow only
 * while the answer still has an unmatched copy of it, so a repeated letter is never coloured more
 * times than the answer holds it (SPEED against ABIDE: one yellow E, the other grey).
 * Both words are lower case and of the same length.
 */
export function scoreGuess(guess: string, answer: string): GuessScore {
  if (guess.length !== answer.length) throw new RangeError('guess and answer differ in length');
  const score: LetterScore[] = Array.from({ length: guess.length }, () => 'absent');
  // Copies of each answer letter not yet matched by a green.
  const left = new Map<string, number>();
  for (let i = 0; i < answer.length; i++) {
    if (guess[i] === answer[i]) score[i] = 'correct';
    else left.set(answer[i]!, (left.get(answer[i]!) ?? 0) + 1);
  }
  for (let i = 0; i < guess.length; i++) {
    if (score[i] === 'correct') continue;
    const count = left.get(guess[i]!) ?? 0;
    if (count > 0) {
      score[i] = 'present';
      left.set(guess[i]!, count - 1);
    }
  }
  return score;
}

export function isAllCorrect(score: GuessScore): boolean {
  return score.length > 0 && score.every((s) => s === 'correct');
}
