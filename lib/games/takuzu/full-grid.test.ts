/**
 * The random full grid: every size's grids keep all three rules and repeat for the same source, and
 * a search that cannot finish stops after its tries with a clear error instead of looping forever.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { randomFullGrid } from './full-grid';
import { SIZES } from './levels';
import { isValidSolution } from './rules';

describe('randomFullGrid', () => {
  it.each(SIZES)('gives valid grids of side %i, the same for the same source', (size) => {
    const grids = new Set<string>();
    for (let seed = 0; seed < 50; seed++) {
      const grid = randomFullGrid(size, createSeededRandom(`full ${size} ${seed}`));
      expect(grid.size).toBe(size);
      expect(isValidSolution(grid)).toBe(true);
      expect(randomFullGrid(size, createSeededRandom(`full ${size} ${seed}`)).cells).toEqual(grid.cells);
      grids.add(grid.cells.join(''));
    }
    expect(grids.size).toBeGreaterThan(40);
  });

  it('stops after its tries with a clear error when no search can finish', () => {
    // One node per try: the search cannot get past the first cell, so every try fails.
    let draws = 0;
    const counting = () => {
      // A search without a cap would draw forever: stop it here so the test fails instead of hanging.
      if (++draws > 1000) throw new Error('still searching after 1000 draws');
      return 0.3;
    };
    expect(() => randomFullGrid(8, counting, { tries: 3, nodesPerTry: 1 })).toThrow(
      'takuzu: no full 8x8 grid in 3 tries of 1 search nodes',
    );
    // Each try drew once (the first cell's symbol) before running out: three tries, then the error.
    expect(draws).toBe(3);
  });
});
