/**
 * Draws from an injected random source (a seeded one on the server, so a seed replays the same
 * puzzle). Every game takes its integers, picks and shuffles from here.
 */
import type { RandomSource } from './seeded-random';

/** An integer in [0, below); below must be at least 1. */
export function randomInt(random: RandomSource, below: number): number {
  // min() guards a source that returns exactly 1 (only a broken one would).
  return Math.min(below - 1, Math.floor(random() * below));
}

/** An integer in [min, max], both ends included. */
export function randomIntBetween(random: RandomSource, min: number, max: number): number {
  return min + randomInt(random, max - min + 1);
}

/** One item of a non-empty list. */
export function pick<T>(items: readonly T[], random: RandomSource): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[randomInt(random, items.length)] as T;
}

/** Fisher-Yates from the end, in place; returns the same array. */
export function shuffleInPlace<T>(items: T[], random: RandomSource): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
  return items;
}

/** A shuffled copy; the input is left as it was. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  return shuffleInPlace([...items], random);
}
