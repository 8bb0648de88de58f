import type { ScoredGuess } from './types';

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];

/**
 * Hard mode: every hint revealed so far must be used. Returns null when the guess is allowed, or the
 * message to show: a green letter must stay in its place ("5th letter must be E"), and the guess must
 * hold each letter at least as many times as one earlier guess proved the answer holds it ("Guess
 * must contain A", "Guess must contain 2 Es"). Greys are not checked, as in the best-known game.
 * Needs only what the player has seen, so the browser can warn before sending.
 */
export function hardModeViolation(previous: readonly ScoredGuess[], guess: string): string | null {
  const greens = new Map<number, string>();
  const required = new Map<string, number>();
  for (const { guess: earlier, score } of previous) {
    const found = new Map<string, number>();
    score.forEach((s, i) => {
      const letter = earlier[i];
      if (letter === undefined || s === 'absent') return;
      if (s === 'correct') greens.set(i, letter);
      found.set(letter, (found.get(letter) ?? 0) + 1);
    });
    for (const [letter, n] of found) required.set(letter, Math.max(n, required.get(letter) ?? 0));
  }

  for (const i of [...greens.keys()].sort((a, b) => a - b)) {
    const letter = greens.get(i)!;
    if (guess[i] !== letter) return `${ORDINALS[i] ?? `${i + 1}th`} letter must be ${letter.toUpperCase()}`;
  }
  for (const letter of [...required.keys()].sort()) {
    const n = required.get(letter)!;
    if ([...guess].filter((c) => c === letter).length < n) {
      const L = letter.toUpperCase();
      return n === 1 ? `Guess must contain ${L}` : `Guess must contain ${n} ${L}s`;
    }
  }
  return null;
}
