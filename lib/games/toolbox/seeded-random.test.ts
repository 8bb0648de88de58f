import { describe, expect, it } from 'vitest';
import { createSeededRandom, hashSeed, isRandomState, restoreRandom } from './seeded-random';

const draws = (random: () => number, n: number) => Array.from({ length: n }, () => random());

describe('seeded random', () => {
  it('is pinned to known outputs, so browser and server agree on every engine', () => {
    expect(hashSeed('')).toEqual([41608494, 3485963809, 1435736333, 1262568316]);
    expect(hashSeed('abc')).toEqual([1181011423, 830437656, 3964173471, 1611500297]);
    const values = draws(createSeededRandom('puzzle-games'), 5).map((v) => v * 2 ** 32);
    expect(values).toEqual([3791871563, 2678628049, 3395405847, 2594027602, 1620812961]);
  });

  it('repeats for the same seed and differs for another', () => {
    expect(draws(createSeededRandom('seed-a'), 50)).toEqual(draws(createSeededRandom('seed-a'), 50));
    expect(draws(createSeededRandom('seed-a'), 50)).not.toEqual(draws(createSeededRandom('seed-b'), 50));
  });

  it('returns numbers in [0, 1) with a sensible mean', () => {
    const values = draws(createSeededRandom('range'), 20_000);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.49);
    expect(mean).toBeLessThan(0.51);
  });

  it('continues the same sequence from a saved state', () => {
    const random = createSeededRandom('state');
    draws(random, 7);
    const state = random.state();
    expect(isRandomState(state)).toBe(true);
    const expected = draws(random, 20);
    expect(draws(restoreRandom(state), 20)).toEqual(expected);
  });

  it('rejects malformed states', () => {
    expect(isRandomState([1, 2, 3])).toBe(false);
    expect(isRandomState([1, 2, 3, -1])).toBe(false);
    expect(isRandomState([1, 2, 3, 2 ** 32])).toBe(false);
    expect(isRandomState([1, 2, 3, 0.5])).toBe(false);
    expect(isRandomState('1,2,3,4')).toBe(false);
  });
});
