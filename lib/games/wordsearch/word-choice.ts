/**
 * Which words a grid lists: a random pick from one theme, leaving out any word that another listed
 * word contains either way round (CAT in CATFISH, TAR in RATS). Such a word would be read a second
 * time inside the other, and the promise is that each listed word appears exactly once.
 */
import type { Random } from '../grid-puzzle-engine';
import { shuffleInPlace } from '../toolbox/random';

const reverse = (word: string) => [...word].reverse().join('');

/** Whether one word can be read inside the other, forwards or backwards. */
export function contains(a: string, b: string): boolean {
  return a.includes(b) || a.includes(reverse(b)) || b.includes(a) || b.includes(reverse(a));
}

/**
 * `count` words of the theme, each 3 letters up to `maxLength`, none offensive, none inside another;
 * null when the theme has too few such words.
 */
export function chooseWords(
  theme: readonly string[],
  count: number,
  maxLength: number,
  offensive: ReadonlySet<string>,
  random: Random,
): string[] | null {
  const usable = [...new Set(theme)].filter((w) => /^[A-Z]{3,}$/.test(w) && w.length <= maxLength && !offensive.has(w));
  const chosen: string[] = [];
  for (const word of shuffleInPlace(usable, random)) {
    if (chosen.length === count) break;
    if (!chosen.some((other) => contains(word, other))) chosen.push(word);
  }
  return chosen.length === count ? chosen : null;
}
