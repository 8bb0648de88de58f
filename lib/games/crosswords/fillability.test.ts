import { describe, expect, it } from 'vitest';
import { logExpectedFills } from './fillability';
import { parseShape } from './format';
import { slotsOf } from './grid';
import { buildWordIndex } from './word-index';

const index = buildWordIndex(['CAT', 'COW', 'DOG'].map((answer) => ({ answer, clue: `Clue ${answer}`, score: 50 })));
const estimate = (grid: string) => logExpectedFills(slotsOf(parseShape(grid)!), index);

describe('logExpectedFills', () => {
  it('one slot: the number of words of its length', () => {
    expect(estimate('.../###/###')).toBeCloseTo(Math.log10(3));
  });

  it('two slots crossing at their first letters: 3 x 3 pairs, agreeing with chance (2/3)^2 + (1/3)^2', () => {
    // C starts two words of three, D one: 9 pairs of which 5 agree.
    expect(estimate('.../.##/.##')).toBeCloseTo(Math.log10(5));
  });

  it('minus infinity when a slot has no words of its length, or a crossing can never agree', () => {
    expect(estimate('..../####/####/####')).toBe(-Infinity);
    // The across word's last letter (T, W or G) is the down word's first (C or D): never equal.
    expect(estimate('.../##./##.')).toBe(-Infinity);
  });
});
