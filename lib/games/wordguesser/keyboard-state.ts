import type { LetterScore, ScoredGuess } from './types';

/** The best colour each letter has shown so far; letters not yet guessed are absent from the map. */
export type KeyboardState = Readonly<Partial<Record<string, LetterScore>>>;

const RANK: Record<LetterScore, number> = { absent: 0, present: 1, correct: 2 };

/** A key is green once any guess had that letter green, else yellow once yellow, else grey. */
export function keyboardState(guesses: readonly ScoredGuess[]): KeyboardState {
  const keys: Partial<Record<string, LetterScore>> = {};
  for (const { guess, score } of guesses) {
    score.forEach((s, i) => {
      const letter = guess[i];
      if (letter === undefined) return;
      const current = keys[letter];
      if (current === undefined || RANK[s] > RANK[current]) keys[letter] = s;
    });
  }
  return keys;
}
