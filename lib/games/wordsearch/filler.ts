/**
 * Filler letters drawn by their frequency in English text, so the filler looks like the words
 * hidden in it: uniform letters make a hidden word stand out among Qs, Xs and Zs.
 */
import type { Random } from '../grid-puzzle-engine';

/** Per cent of letters in English text (Lewand, Cryptological Mathematics), A to Z. */
const FREQUENCY = [
  8.17, 1.49, 2.78, 4.25, 12.7, 2.23, 2.02, 6.09, 6.97, 0.15, 0.77, 4.03, 2.41, 6.75, 7.51, 1.93, 0.1, 5.99, 6.33, 9.06, 2.76, 0.98, 2.36,
  0.15, 1.97, 0.07,
];

const CUMULATIVE = FREQUENCY.reduce<number[]>((sums, f) => [...sums, (sums.at(-1) ?? 0) + f], []);
const TOTAL = CUMULATIVE.at(-1)!;

export function randomLetter(random: Random): string {
  const x = random() * TOTAL;
  const i = CUMULATIVE.findIndex((sum) => x < sum);
  return String.fromCharCode(65 + (i < 0 ? 25 : i));
}
