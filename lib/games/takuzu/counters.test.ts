import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { bruteForceCount } from './brute-force-counter';
import { formatGrid, parseGrid } from './format';
import { randomFullGrid } from './full-grid';
import { isValidSolution } from './rules';
import { countSolutions } from './solution-counter';

/** The plainest possible check of a full grid, written apart from both counters. */
function keepsTheRules(rows: string[]): boolean {
  const n = rows.length;
  const columns = Array.from({ length: n }, (_, c) => rows.map((r) => r[c]).join(''));
  const lines = [...rows, ...columns];
  const balanced = lines.every((l) => [...l].filter((ch) => ch === '1').length * 2 === n);
  const noThree = lines.every((l) => !l.includes('000') && !l.includes('111'));
  return balanced && noThree && new Set(rows).size === n && new Set(columns).size === n;
}

describe('brute-force counter (the test referee)', () => {
  it('agrees with an exhaustive count of every 4x4 grid', () => {
    let valid = 0;
    for (let m = 0; m < 2 ** 16; m++) {
      const bits = m.toString(2).padStart(16, '0');
      if (keepsTheRules([0, 4, 8, 12].map((k) => bits.slice(k, k + 4)))) valid++;
    }
    expect(valid).toBeGreaterThan(0);
    expect(bruteForceCount('..../..../..../....')).toBe(valid);
  });

  it('counts a solved grid once, a broken one never, and stops at the limit', () => {
    const solution = '110100/011010/100101/001101/110010/001011';
    expect(bruteForceCount(solution)).toBe(1);
    expect(bruteForceCount('101010/101010/....../....../....../......')).toBe(0);
    expect(bruteForceCount(Array(6).fill('......').join('/'), 2)).toBe(2);
  });
});

describe('the generator counter', () => {
  it('agrees with the brute-force counter on partial grids', () => {
    const cases = [
      Array(6).fill('......').join('/'),
      '1...../....../..0.../....../....1./......',
      '11..00/.1..../..0..1/00...1/...0../00..11',
      '..0..0/.1..../..0.../.0..../...01./....11',
      '..0..0/.1..../....../.0..../...01./....11',
      '101010/1010../....../....../....../......',
    ];
    for (const text of cases) {
      expect(countSolutions(parseGrid(text)!, 100_000), text).toBe(bruteForceCount(text));
    }
  });

  it('stops at its limit', () => {
    expect(countSolutions(parseGrid(Array(8).fill('........').join('/'))!, 2)).toBe(2);
  });
});

describe('random full grids', () => {
  it('keep all three rules at every size, and repeat for the same seed', () => {
    for (const size of [6, 8, 10, 12]) {
      for (let s = 0; s < 10; s++) {
        const grid = randomFullGrid(size, createSeededRandom(`full-${size}-${s}`));
        const text = formatGrid(grid);
        expect(keepsTheRules(text.split('/')), text).toBe(true);
        expect(isValidSolution(grid)).toBe(true);
        expect(formatGrid(randomFullGrid(size, createSeededRandom(`full-${size}-${s}`)))).toBe(text);
      }
    }
  });

  it('vary with the seed', () => {
    const texts = new Set(Array.from({ length: 20 }, (_, s) => formatGrid(randomFullGrid(8, createSeededRandom(`v${s}`)))));
    expect(texts.size).toBe(20);
  });
});
