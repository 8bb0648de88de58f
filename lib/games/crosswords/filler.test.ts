import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { fillGrid, type FillStats } from './filler';
import { parseShape } from './format';
import { slotsOf, type GridShape, type Slot } from './grid';
import { buildWordIndex } from './word-index';
import type { WordEntry } from './word-list-text';
import { runs } from '@/tests/support/property-runs';

const entry = (answer: string, score = 50, clue = `Clue for ${answer}`): WordEntry => ({ answer, clue, score });
const OPEN_3X3 = parseShape('.../.../...')!;
const options = { nodeLimit: 100_000, commonness: 3, roomWeight: 1 };

/** Every slot's word spelled from the grid the fill makes: the crossings must agree. */
function lettersOf(shape: GridShape, slots: readonly Slot[], words: readonly WordEntry[]): string[] {
  const cells: string[] = shape.blocks.map(() => '');
  slots.forEach((slot, s) =>
    slot.cells.forEach((cell, at) => {
      const letter = words[s]!.answer[at]!;
      expect(cells[cell] === '' || cells[cell] === letter).toBe(true);
      cells[cell] = letter;
    }),
  );
  return cells;
}

/** Whether an open 3x3 has a fill from the words, by trying every three rows (independent of the filler). */
function bruteForce3x3(entries: readonly WordEntry[]): boolean {
  const words = entries.map((e) => e.answer);
  const clueOf = new Map(entries.map((e) => [e.answer, e.clue]));
  for (const a of words)
    for (const b of words)
      for (const c of words) {
        const columns = [0, 1, 2].map((i) => a[i]! + b[i]! + c[i]!);
        const all = [a, b, c, ...columns];
        if (!columns.every((w) => clueOf.has(w))) continue;
        if (new Set(all).size === 6 && new Set(all.map((w) => clueOf.get(w))).size === 6) return true;
      }
  return false;
}

describe('fillGrid', () => {
  // AGE/GUY/ONE across with AGO/GUN/EYE down fill it; the others are decoys.
  const words = [
    'AGE',
    'GUY',
    'ONE',
    'AGO',
    'GUN',
    'EYE',
    'CAT',
    'ORE',
    'WET',
    'COW',
    'ARE',
    'TEN',
    'BAT',
    'TAN',
    'NET',
    'EAT',
    'TEA',
    'OWE',
    'TOE',
    'NOW',
  ];

  it('fills an open 3x3 with six different words whose crossings agree', () => {
    const slots = slotsOf(OPEN_3X3);
    const fill = fillGrid(OPEN_3X3, slots, buildWordIndex(words.map((w) => entry(w))), createSeededRandom('fill'), options);
    expect(fill).not.toBeNull();
    lettersOf(OPEN_3X3, slots, fill!);
    expect(new Set(fill!.map((w) => w.answer)).size).toBe(6);
    expect(fill!.every((w) => words.includes(w.answer))).toBe(true);
  });

  it('agrees with a brute-force search on random small word lists: a fill exactly when one exists', () => {
    const word = fc.stringMatching(/^[ABE]{3}$/);
    const outcomes = { filled: 0, impossible: 0 };
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 3, maxLength: 16 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.boolean(),
        (answers, seed, sharedClue) => {
          // Sometimes two words share a clue: a grid may not hold both.
          const entries = answers.map((a, i) => entry(a, 20 + i, sharedClue && i < 2 ? 'Shared clue' : `Clue ${a}`));
          const slots = slotsOf(OPEN_3X3);
          const stats: FillStats = { nodes: 0, exhausted: false };
          const fill = fillGrid(OPEN_3X3, slots, buildWordIndex(entries), createSeededRandom(`bf ${seed}`), options, stats);
          expect(fill !== null).toBe(bruteForce3x3(entries));
          outcomes[fill ? 'filled' : 'impossible']++;
          if (fill) {
            lettersOf(OPEN_3X3, slots, fill);
            expect(new Set(fill.map((w) => w.answer)).size).toBe(6);
            expect(new Set(fill.map((w) => w.clue)).size).toBe(6);
          } else {
            expect(stats.exhausted).toBe(true);
          }
        },
      ),
      { numRuns: runs(300) },
    );
    // Both answers come up often enough for the comparison to mean something (a tenth of the cases each).
    expect(outcomes.filled).toBeGreaterThan(runs(300) / 10);
    expect(outcomes.impossible).toBeGreaterThan(runs(300) / 10);
  });

  it('never repeats an answer: a square that only fills with a word twice has no fill', () => {
    // BAT/ARE/TEN read the same across and down: the only fills repeat all three words.
    const entries = ['BAT', 'ARE', 'TEN'].map((w) => entry(w));
    const stats: FillStats = { nodes: 0, exhausted: false };
    expect(fillGrid(OPEN_3X3, slotsOf(OPEN_3X3), buildWordIndex(entries), createSeededRandom('dup'), options, stats)).toBeNull();
    expect(stats.exhausted).toBe(true);
  });

  it('stops at the node limit without claiming the grid is impossible', () => {
    const index = buildWordIndex(words.map((w) => entry(w)));
    const stats: FillStats = { nodes: 0, exhausted: false };
    expect(fillGrid(OPEN_3X3, slotsOf(OPEN_3X3), index, createSeededRandom('limit'), { ...options, nodeLimit: 2 }, stats)).toBeNull();
    expect(stats.nodes).toBe(2);
    expect(stats.exhausted).toBe(false);
  });

  it('answers null when a slot length has no words', () => {
    const shape = parseShape('..../..../..../....')!;
    expect(fillGrid(shape, slotsOf(shape), buildWordIndex(words.map((w) => entry(w))), createSeededRandom('len'), options)).toBeNull();
  });

  it('tries common words more often first, in a random order: most often the commonest, not always', () => {
    // One across entry and no down entries (runs of one are no entries).
    const shape = parseShape('.../###/###')!;
    const index = buildWordIndex([entry('CAT', 20), entry('DOG', 100), entry('EMU', 60)]);
    const firsts = (commonness: number) => {
      const random = createSeededRandom(`order ${commonness}`);
      const seen = new Map<string, number>();
      for (let i = 0; i < 300; i++) {
        const answer = fillGrid(shape, slotsOf(shape), index, random, { nodeLimit: 10, commonness, roomWeight: 1 })![0]!.answer;
        seen.set(answer, (seen.get(answer) ?? 0) + 1);
      }
      return seen;
    };
    // Weights e^(score/100 * commonness): at 3, DOG 20.1, EMU 6.0, CAT 1.8 (of 27.9).
    const weighted = firsts(3);
    expect(weighted.get('DOG')).toBeGreaterThan(180);
    expect(weighted.get('EMU')).toBeGreaterThan(30);
    expect(weighted.get('CAT')).toBeGreaterThan(5);
    // At 0 every word is as likely: each about 100 of 300.
    for (const count of firsts(0).values()) expect(count).toBeGreaterThan(70);
  });

  it('is deterministic for a seed', () => {
    const index = buildWordIndex(words.map((w, i) => entry(w, i)));
    const run = () => fillGrid(OPEN_3X3, slotsOf(OPEN_3X3), index, createSeededRandom('again'), options)!.map((w) => w.answer);
    expect(run()).toEqual(run());
  });
});
