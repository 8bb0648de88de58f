import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentile, spread } from './bench-stats';
import { combinations, popcount } from './combinatorics';
import { pick, randomInt, randomIntBetween, shuffleInPlace, shuffled } from './random';
import { createSeededRandom } from './seeded-random';
import { countOf, joinWithAnd } from './text';

describe('random draws', () => {
  it('stays in range, reaching both ends', () => {
    const random = createSeededRandom('range');
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const n = randomIntBetween(random, 3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
    expect(randomInt(() => 0.9999999999999999, 4)).toBe(3);
    expect(randomInt(() => 1, 4)).toBe(3);
  });

  it('picks only members and refuses an empty list', () => {
    const random = createSeededRandom('pick');
    for (let i = 0; i < 50; i++) expect(['a', 'b', 'c']).toContain(pick(['a', 'b', 'c'], random));
    expect(() => pick([], random)).toThrow(RangeError);
  });

  it('shuffles into a permutation, the same one for the same seed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), fc.string(), (items, seed) => {
        const a = shuffled(items, createSeededRandom(seed));
        const b = shuffleInPlace([...items], createSeededRandom(seed));
        expect(a).toEqual(b);
        expect([...a].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
    );
  });

  it('leaves the input of shuffled alone and moves items around', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const out = shuffled(items, createSeededRandom('move'));
    expect(items).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(out).not.toEqual(items);
  });
});

describe('combinatorics', () => {
  it('counts bits, including the sign bit', () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0b1011)).toBe(3);
    expect(popcount(0x1ff)).toBe(9);
    expect(popcount(-1)).toBe(32);
  });

  it('lists every k-subset once, in order', () => {
    expect(combinations([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ]);
    expect(combinations([1, 2], 0)).toEqual([[]]);
    expect(combinations([1, 2], 3)).toEqual([]);
    const binomial = (n: number, k: number): number => (k === 0 || k === n ? 1 : binomial(n - 1, k - 1) + binomial(n - 1, k));
    for (let n = 0; n <= 8; n++) for (let k = 0; k <= n; k++) expect(combinations([...Array(n).keys()], k)).toHaveLength(binomial(n, k));
  });
});

describe('text', () => {
  it('joins lists as a sentence reads', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['A'])).toBe('A');
    expect(joinWithAnd(['A', 'B'])).toBe('A and B');
    expect(joinWithAnd(['A', 'B', 'C'])).toBe('A, B and C');
    expect(countOf(1, 'word')).toBe('1 word');
    expect(countOf(2, 'box', 'boxes')).toBe('2 boxes');
  });
});

describe('bench statistics', () => {
  it('takes nearest-rank percentiles and a spread', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile([], 50)).toBe(0);
    expect(spread([5, 1, 3])).toEqual({ count: 3, min: 1, median: 3, p90: 5, max: 5, mean: 3 });
  });
});
