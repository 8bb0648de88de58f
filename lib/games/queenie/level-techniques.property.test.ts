/**
 * Each level's puzzles need what the level says (level-techniques.ts), over generated puzzles of every
 * level through the engine as the platform calls it: an Easy falls to the Easy deductions alone; a
 * Medium needs a Medium deduction (the Easy ones alone get stuck) and no Hard one; a Hard needs a Hard
 * deduction (the Easy and Medium ones alone get stuck). The solve's technique names must be the level
 * lists' names, which the how-to-play page says, so the page cannot drift from the grading.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { parsePuzzle } from './board';
import { engine as queenieEngine } from './engine';
import { neededDeductions } from './grade';
import { LEVEL_TECHNIQUES, tierRange } from './level-techniques';
import { LEVELS } from './levels';
import { solveByDeduction } from './solver';
import { runs } from '@/tests/support/property-runs';

const PUZZLES_PER_LEVEL = runs(30);
const ORDER = LEVELS.map((l) => l.id);

describe.each(LEVELS)('$label puzzles', ({ id: level }) => {
  const rank = ORDER.indexOf(level);
  const own = LEVEL_TECHNIQUES[level].techniques;
  const easier = ORDER.slice(0, rank).flatMap((l) => LEVEL_TECHNIQUES[l].techniques);
  const harder = ORDER.slice(rank + 1).flatMap((l) => LEVEL_TECHNIQUES[l].techniques);

  it(`${PUZZLES_PER_LEVEL} generated: each needs one of ${own.join(', ')}, and nothing harder`, () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { puzzle } = queenieEngine.generate(level, createSeededRandom(`level techniques ${level} ${seed}`));
        const needed = neededDeductions(puzzle);
        expect(needed).not.toBeNull();
        const used = needed?.techniques ?? [];
        for (const name of used) {
          expect(harder).not.toContain(name);
          expect([...easier, ...own]).toContain(name);
        }
        expect(used.some((name) => own.includes(name))).toBe(true);
        // What "needs" means, beyond the path the easiest-first solve took: the level's deductions
        // finish it, the easier levels' alone do not.
        const board = parsePuzzle(puzzle)!;
        expect(solveByDeduction(board, tierRange(level).maxTier).solved).toBe(true);
        const previous = ORDER[rank - 1];
        if (previous) expect(solveByDeduction(board, tierRange(previous).maxTier).solved).toBe(false);
      }),
      { numRuns: PUZZLES_PER_LEVEL },
    );
  }, 60_000);
});
