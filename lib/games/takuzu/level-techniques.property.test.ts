/**
 * Each level's puzzles need what its difficulty says (level-techniques.ts), over generated puzzles of
 * every size and difficulty through the engine as the platform calls it: an Easy falls to pairs and
 * gaps alone; a Medium needs a Medium technique (pairs and gaps alone get stuck) and no Hard one; a
 * Hard needs a Hard technique (the Easy and Medium ones alone get stuck). The solve's techniques must
 * be the difficulty lists' techniques, which the how-to-play page says, so the page cannot drift from
 * the grading. (generator.test.ts checks the grade itself on 100 puzzles per level.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { TECHNIQUE_NAME } from './deductions';
import { parseBoard } from './format';
import { engine as takuzuEngine } from './index';
import { LEVEL_TECHNIQUES } from './level-techniques';
import { DIFFICULTIES, SIZES, levelId, type TakuzuDifficulty } from './levels';
import { neededDeductions, solveLogically } from './solver';
import { runs } from '@/tests/support/property-runs';

const PUZZLES_PER_LEVEL = runs(30);

const names = (levels: readonly TakuzuDifficulty[]) =>
  levels.flatMap((l) => LEVEL_TECHNIQUES[l].techniques.map((id) => TECHNIQUE_NAME[id]));

describe.each(DIFFICULTIES)('%s puzzles', (difficulty) => {
  const rank = DIFFICULTIES.indexOf(difficulty);
  const own = names([difficulty]);
  const easier = names(DIFFICULTIES.slice(0, rank));
  const harder = names(DIFFICULTIES.slice(rank + 1));

  it.each(SIZES)(
    `${PUZZLES_PER_LEVEL} generated at size %i: each needs one of ${own.join(', ')}, and nothing harder`,
    (size) => {
      const level = levelId(size, difficulty);
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const { puzzle } = takuzuEngine.generate(level, createSeededRandom(`level techniques ${level} ${seed}`));
          const needed = neededDeductions(puzzle);
          expect(needed).not.toBeNull();
          const used = needed?.techniques ?? [];
          for (const name of used) {
            expect(harder).not.toContain(name);
            expect([...easier, ...own]).toContain(name);
          }
          expect(used.some((name) => own.includes(name))).toBe(true);
          // What "needs" means, beyond the path the solve took: the difficulty's techniques finish it,
          // the easier difficulties' alone do not.
          const givens = parseBoard(puzzle)!;
          expect(solveLogically(givens, difficulty).solved).toBe(true);
          const previous = DIFFICULTIES[rank - 1];
          if (previous) expect(solveLogically(givens, previous).solved).toBe(false);
        }),
        { numRuns: PUZZLES_PER_LEVEL },
      );
    },
    60_000,
  );
});
