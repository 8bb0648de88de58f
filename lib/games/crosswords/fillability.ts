/**
 * How fillable a block pattern is with a word list, estimated before any search: the expected number
 * of fills if words were drawn independently, i.e. the product over the slots of the number of words
 * of their length, times, for every checked cell, the chance that the across word's letter there
 * equals the down word's (from the letter frequencies of each length and position). Patterns with
 * stacked long entries come out many orders of magnitude below ones broken up by blocks, and the
 * filler's search cost follows; the generator skips patterns whose estimate is too low.
 */
import type { RandomSource } from '../toolbox/seeded-random';
import type { Slot } from './grid';
import type { LevelRule } from './levels';
import { countOf, type WordIndex } from './word-index';

/** Per word length, per position, the share of words with each letter (26 a position). */
export type LetterOdds = ReadonlyMap<number, Float64Array>;

const cache = new WeakMap<WordIndex, LetterOdds>();

export function letterOddsOf(index: WordIndex): LetterOdds {
  let odds = cache.get(index);
  if (!odds) {
    const built = new Map<number, Float64Array>();
    for (const [length, { words, letters }] of index) {
      const shares = new Float64Array(length * 26);
      for (let i = 0; i < shares.length; i++) shares[i] = countOf(letters[i]!) / words.length;
      built.set(length, shares);
    }
    odds = built;
    cache.set(index, odds);
  }
  return odds;
}

/** log10 of the expected number of fills; -Infinity when a slot's length has no words. */
export function logExpectedFills(slots: readonly Slot[], index: WordIndex): number {
  const odds = letterOddsOf(index);
  const firstSlotAt = new Map<number, { length: number; at: number }>();
  let log = 0;
  for (const slot of slots) {
    const length = slot.cells.length;
    const words = index.get(length)?.words.length ?? 0;
    if (words === 0) return -Infinity;
    log += Math.log10(words);
    slot.cells.forEach((cell, at) => {
      const other = firstSlotAt.get(cell);
      if (!other) return void firstSlotAt.set(cell, { length, at });
      const a = odds.get(other.length)!;
      const b = odds.get(length)!;
      let same = 0;
      for (let letter = 0; letter < 26; letter++) same += a[other.at * 26 + letter]! * b[at * 26 + letter]!;
      log += same > 0 ? Math.log10(same) : -Infinity;
    });
  }
  return log;
}

/**
 * Whether a drawn pattern is filled: never under the level's gate, always at or above its sure
 * estimate, and in between with probability 10^(estimate - sureLogFills).
 */
export function keepsPattern(logFills: number, rule: Pick<LevelRule, 'minLogFills' | 'sureLogFills'>, random: RandomSource): boolean {
  if (logFills < rule.minLogFills) return false;
  return logFills >= rule.sureLogFills || random() < 10 ** (logFills - rule.sureLogFills);
}
