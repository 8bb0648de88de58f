import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { revealingWord } from './clue-check';
import { parseCrossword, parseSolution } from './format';
import { generate } from './generator';
import { isConnected, isSymmetric, runLengths, slotsOf } from './grid';
import { CROSSWORD_LEVELS, LEVEL_RULES } from './levels';
import { crosswordWords } from './words';
import { gridClues } from './written-clues';
import { seedsFor } from '@/tests/support/property-runs';

const clueOf = new Map(crosswordWords().map((e) => [e.answer, e.clue]));
// 100 seeds in the deep run, a fifth (at a rotating offset) by default.
const GRID_SEEDS = seedsFor(100);

describe('generate', () => {
  it.each(CROSSWORD_LEVELS.map((l) => l.id))(
    `%s: ${GRID_SEEDS.length} grids are American style, from the word list, with no repeat and no clue giving its answer away`,
    (level) => {
      const { size, minBlocks, maxBlocks } = LEVEL_RULES[level];
      for (const i of GRID_SEEDS) {
        const { puzzle, solution } = generate(level, createSeededRandom(`generator test ${level} ${i}`));
        const parsed = parseCrossword(puzzle);
        expect(parsed, puzzle).not.toBeNull();
        const shape = parsed!;
        expect([shape.width, shape.height]).toEqual([size, size]);
        const blocks = shape.blocks.filter(Boolean).length;
        expect(blocks).toBeGreaterThanOrEqual(minBlocks);
        expect(blocks).toBeLessThanOrEqual(maxBlocks);
        expect(isSymmetric(shape), puzzle).toBe(true);
        expect(isConnected(shape), puzzle).toBe(true);
        // Every run of white cells, across and down, is an entry of 3 or more: fully checked.
        expect(Math.min(...runLengths(shape)), puzzle).toBeGreaterThanOrEqual(3);

        const letters = parseSolution(shape, solution);
        expect(letters, solution).not.toBeNull();
        const slots = slotsOf(shape);
        const answers = slots.map((slot) => slot.cells.map((cell) => letters![cell]).join(''));
        expect(new Set(answers).size, solution).toBe(answers.length);
        answers.forEach((answer, s) => {
          const clue = shape.clues[s]!.text;
          expect(clueOf.has(answer), `${answer} is not in the word list`).toBe(true);
          expect(revealingWord(answer, clue), `${answer}: ${clue}`).toBeNull();
        });
        // The level's clues (written-clues.ts), no text twice.
        const clues = shape.clues.map((c) => c.text);
        expect(clues).toEqual(
          gridClues(
            level,
            answers.map((answer) => ({ answer, clue: clueOf.get(answer)! })),
          ),
        );
        expect(new Set(clues).size, puzzle).toBe(clues.length);
        // The public grid holds blocks and white cells only: the letters stay on the server.
        expect(puzzle.split('|')[0]).toMatch(/^[#./]+$/);
      }
    },
    60_000,
  );

  it('is deterministic for a seed and varies between seeds', () => {
    const a = generate('hard', createSeededRandom('same seed'));
    expect(generate('hard', createSeededRandom('same seed'))).toEqual(a);
    expect(generate('hard', createSeededRandom('other seed')).solution).not.toBe(a.solution);
  });
});
