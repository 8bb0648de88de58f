import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllCorrect, scoreGuess } from './score-guess';

const C = 'correct';
const P = 'present';
const A = 'absent';

describe('scoreGuess', () => {
  // Expected colours worked out by hand, letter by letter.
  it.each([
    // ABIDE has one E and one D: the first E is yellow, the second grey; D yellow.
    ['speed', 'abide', [A, A, P, A, P]],
    // ERASE has two Es (neither in place) and an S: S yellow, both Es yellow, D grey.
    ['speed', 'erase', [P, A, P, P, A]],
    // STEEP: S, E, E green; P yellow (STEEP's P is at the end); D grey.
    ['speed', 'steep', [C, P, C, C, A]],
    // FLOOR: the second O is green, leaving one O for the first: yellow. R yellow.
    ['robot', 'floor', [P, P, A, C, A]],
    // KEBAB: the middle B is green, the other B of KEBAB makes the first B yellow.
    ['abbey', 'kebab', [P, P, C, P, A]],
    // A green later in the word uses up the only copy, so the earlier copy is grey.
    ['eerie', 'abide', [A, A, A, P, C]],
    ['crane', 'crane', [C, C, C, C, C]],
    ['fghij', 'abcde', [A, A, A, A, A]],
  ])('%s against %s', (guess, answer, expected) => {
    expect(scoreGuess(guess, answer)).toEqual(expected);
  });

  it('refuses words of different lengths', () => {
    expect(() => scoreGuess('four', 'fives')).toThrow(RangeError);
  });

  it('isAllCorrect', () => {
    expect(isAllCorrect([C, C, C, C, C])).toBe(true);
    expect(isAllCorrect([C, C, P, C, C])).toBe(false);
    expect(isAllCorrect([])).toBe(false);
  });
});

const word = fc.string({ unit: fc.constantFrom(...'abcdeilnorst'), minLength: 5, maxLength: 5 });
const count = (w: string, letter: string) => [...w].filter((c) => c === letter).length;

describe('scoreGuess properties', () => {
  it('a word against itself is all correct', () => {
    fc.assert(fc.property(word, (w) => isAllCorrect(scoreGuess(w, w))));
  });

  it('green exactly where the letters match', () => {
    fc.assert(
      fc.property(word, word, (guess, answer) => {
        scoreGuess(guess, answer).forEach((s, i) => expect(s === 'correct').toBe(guess[i] === answer[i]));
      }),
    );
  });

  it('each letter is coloured (green or yellow) exactly min(count in guess, count in answer) times', () => {
    fc.assert(
      fc.property(word, word, (guess, answer) => {
        const score = scoreGuess(guess, answer);
        for (const letter of new Set(guess)) {
          const coloured = score.filter((s, i) => s !== 'absent' && guess[i] === letter).length;
          expect(coloured).toBeLessThanOrEqual(count(answer, letter));
          expect(coloured).toBe(Math.min(count(guess, letter), count(answer, letter)));
        }
      }),
    );
  });

  it('yellows never come after a grey of the same letter', () => {
    fc.assert(
      fc.property(word, word, (guess, answer) => {
        const score = scoreGuess(guess, answer);
        const greyed = new Set<string>();
        score.forEach((s, i) => {
          if (s === 'present') expect(greyed.has(guess[i]!)).toBe(false);
          if (s === 'absent') greyed.add(guess[i]!);
        });
      }),
    );
  });
});
