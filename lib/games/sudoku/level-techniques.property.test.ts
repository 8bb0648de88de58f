/**
 * Each level's puzzles need what the level says (level-techniques.ts), over generated puzzles of every
 * level: an Easy falls to singles alone; a Medium needs a Medium technique (singles alone get stuck)
 * and no Hard or Expert one; and so on up. The solve's technique names must be the level lists' names,
 * which the how-to-play page says, so the page cannot drift from the grading. (generator.property.test.ts
 * checks the grade itself on 100 puzzles per level; this checks what the grade means.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { parseGrid } from './grid';
import { generateSudoku } from './generator';
import { LEVEL_TECHNIQUES } from './level-techniques';
import { SUDOKU_LEVEL_IDS } from './levels';
import { neededDeductions, solveLogically } from './logical-solver';
import { runs } from '@/tests/support/property-runs';

const PUZZLES_PER_LEVEL = runs(30);

describe.each(SUDOKU_LEVEL_IDS)('%s puzzles', (level) => {
  const rank = SUDOKU_LEVEL_IDS.indexOf(level);
  const own = LEVEL_TECHNIQUES[level].techniques;
  const easier = SUDOKU_LEVEL_IDS.slice(0, rank).flatMap((l) => LEVEL_TECHNIQUES[l].techniques);
  const harder = SUDOKU_LEVEL_IDS.slice(rank + 1).flatMap((l) => LEVEL_TECHNIQUES[l].techniques);

  it(`${PUZZLES_PER_LEVEL} generated: each needs one of ${own.join(', ')}, and nothing harder`, () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 16 }), (seed) => {
        const { puzzle } = generateSudoku(level, createSeededRandom(`level techniques ${seed}`));
        const needed = neededDeductions(puzzle);
        expect(needed).not.toBeNull();
        const used = needed?.techniques ?? [];
        for (const name of used) {
          expect(harder).not.toContain(name);
          expect([...easier, ...own]).toContain(name);
        }
        expect(used.some((name) => own.includes(name))).toBe(true);
        // What "needs" means, beyond the path the easiest-first solve took: the level's techniques
        // finish it, the easier levels' alone do not.
        const values = parseGrid(puzzle) ?? [];
        expect(solveLogically(values, { maxLevel: level }).solved).toBe(true);
        const previous = SUDOKU_LEVEL_IDS[rank - 1];
        if (previous) expect(solveLogically(values, { maxLevel: previous }).solved).toBe(false);
      }),
      { numRuns: PUZZLES_PER_LEVEL },
    );
  }, 60_000);
});
