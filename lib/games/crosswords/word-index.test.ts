import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWordIndex, countOf, members } from './word-index';
import type { WordEntry } from './word-list-text';
import { runs } from '@/tests/support/property-runs';

const entry = (answer: string, score = 50): WordEntry => ({ answer, clue: `Clue for ${answer}`, score });

describe('buildWordIndex', () => {
  it('orders each length by score, then alphabetically', () => {
    const index = buildWordIndex([entry('CAT', 20), entry('BAT', 20), entry('DOG', 90), entry('HORSE', 10)]);
    expect(index.get(3)!.words.map((w) => w.answer)).toEqual(['DOG', 'BAT', 'CAT']);
    expect(index.get(5)!.words.map((w) => w.answer)).toEqual(['HORSE']);
    expect(index.get(4)).toBeUndefined();
  });

  it('has, for every position and letter, exactly the words with that letter there (random lists)', () => {
    const word = fc.stringMatching(/^[A-Z]{4}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 100 }), (answers) => {
        const index = buildWordIndex(answers.map((a) => entry(a)))!.get(4)!;
        expect(countOf(index.all)).toBe(answers.length);
        for (let position = 0; position < 4; position++) {
          for (let letter = 0; letter < 26; letter++) {
            const expected = index.words.flatMap((w, i) => (w.answer.charCodeAt(position) - 65 === letter ? [i] : []));
            expect(members(index.letters[position * 26 + letter]!)).toEqual(expected);
            expect(index.words.every((w, i) => index.codes[i * 4 + position] === w.answer.charCodeAt(position) - 65)).toBe(true);
          }
        }
      }),
      { numRuns: runs(50) },
    );
  });
});
