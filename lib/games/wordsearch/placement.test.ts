import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { DOWN, LEVEL_RULES, RIGHT } from './levels';
import { lineCells } from './lines';
import { placeWords } from './placement';
import { chooseWords, contains } from './word-choice';
import { runs } from '@/tests/support/property-runs';

describe('chooseWords', () => {
  it('knows when one word can be read inside another, either way round', () => {
    expect(contains('CAT', 'CATFISH')).toBe(true);
    expect(contains('CATFISH', 'FISH')).toBe(true);
    expect(contains('RATS', 'STAR')).toBe(true);
    expect(contains('TAR', 'STARS')).toBe(true);
    expect(contains('RAT', 'STAR')).toBe(true); // STAR holds TAR, RAT read backwards
    expect(contains('DOG', 'CAT')).toBe(false);
  });

  it('picks the count asked for, none inside another, none offensive, none too long', () => {
    const theme = ['CAT', 'CATFISH', 'FISH', 'DOG', 'GOD', 'HORSE', 'ELEPHANTINE', 'OWL', 'EEL', 'BAD-WORD', 'EMU', 'YAK'];
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const words = chooseWords(theme, 6, 10, new Set(['YAK']), createSeededRandom(`choose-${seed}`));
        expect(words).toHaveLength(6);
        for (const w of words!) {
          expect(theme).toContain(w);
          expect(w.length).toBeLessThanOrEqual(10);
          expect(w).not.toBe('YAK');
          expect(w).not.toBe('BAD-WORD');
          for (const other of words!) if (other !== w) expect(contains(w, other)).toBe(false);
        }
      }),
      { numRuns: runs(100) },
    );
  });

  it('answers null when the theme has too few usable words', () => {
    expect(chooseWords(['CAT', 'CATS', 'SCAT', 'DOG', 'TOO-LONG', 'ELEPHANTINE'], 4, 10, new Set(), createSeededRandom('few'))).toBeNull();
  });
});

describe('placeWords', () => {
  it('places every word in the directions given, crossing only on equal letters', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const words = ['ELEPHANT', 'GIRAFFE', 'ZEBRA', 'LION', 'TIGER', 'HIPPO', 'RHINO', 'OTTER', 'BEAR', 'WOLF'];
        const layout = placeWords(words, 10, LEVEL_RULES.easy.directions, createSeededRandom(`place-${seed}`))!;
        expect(layout).not.toBeNull();
        const board = { width: 10, height: 10 };
        const owner = new Map<number, string>();
        layout.placements.forEach((p, i) => {
          expect(p.word).toBe(words[i]);
          const cells = lineCells(board, p.from, p.to)!;
          expect(cells).toHaveLength(p.word.length);
          expect(cells.map((c) => layout.cells[c]).join('')).toBe(p.word);
          const step = cells[1]! - cells[0]!;
          expect([RIGHT, DOWN].map(([dr, dc]) => dr * 10 + dc)).toContain(step);
          // Each word brings at least one cell of its own.
          expect(cells.some((c) => !owner.has(c))).toBe(true);
          for (const c of cells) owner.set(c, p.word);
        });
        expect(layout.cells.filter((c) => c !== '').length).toBe(owner.size);
      }),
      { numRuns: runs(100) },
    );
  });

  it('gives up (null) when the words cannot fit', () => {
    expect(placeWords(['ABC'], 2, LEVEL_RULES.hard.directions, createSeededRandom('tight'))).toBeNull();
    // Four 3-letter words, no shared letter, right and down only, on 3x3: at most three fit.
    expect(placeWords(['ABC', 'DEF', 'GHI', 'JKL'], 3, [RIGHT, DOWN], createSeededRandom('full'))).toBeNull();
  });
});
