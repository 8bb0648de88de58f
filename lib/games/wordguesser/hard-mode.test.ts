import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hardModeViolation } from './hard-mode';
import { scoreGuess } from './score-guess';
import type { ScoredGuess } from './types';

const scored = (answer: string, ...guesses: string[]): ScoredGuess[] =>
  guesses.map((guess) => ({ guess, score: scoreGuess(guess, answer) }));

describe('hardModeViolation', () => {
  it('allows anything as the first guess', () => {
    expect(hardModeViolation([], 'fuzzy')).toBeNull();
  });

  it('keeps green letters in place', () => {
    // CRANE against STAGE: A (3rd) and E (5th) green.
    const previous = scored('stage', 'crane');
    expect(hardModeViolation(previous, 'blame')).toBeNull();
    expect(hardModeViolation(previous, 'beast')).toBe('5th letter must be E');
    expect(hardModeViolation(previous, 'bless')).toBe('3rd letter must be A');
  });

  it('keeps yellow letters in the guess', () => {
    // LATER against STAGE: A, T, E yellow.
    const previous = scored('stage', 'later');
    expect(hardModeViolation(previous, 'angst')).toBe('Guess must contain E');
    expect(hardModeViolation(previous, 'steak')).toBeNull();
    // A yellow may stay where it was (the best-known game allows it too).
    expect(hardModeViolation(previous, 'taste')).toBeNull();
  });

  it('respects counts: two coloured Es in one guess need two Es', () => {
    // GEESE against EERIE: E green 2nd and 5th, the 3rd E yellow: EERIE has three Es.
    const previous = scored('eerie', 'geese');
    expect(hardModeViolation(previous, 'there')).toBe('2nd letter must be E');
    expect(hardModeViolation(previous, 'beige')).toBe('Guess must contain 3 Es');
    expect(hardModeViolation(previous, 'eerie')).toBeNull();
  });

  it('asks for two copies when one guess showed two', () => {
    // SPEED against ERASE: both Es yellow.
    const previous = scored('erase', 'speed');
    expect(hardModeViolation(previous, 'crest')).toBe('Guess must contain 2 Es');
    expect(hardModeViolation(previous, 'geese')).toBeNull();
  });

  it('remembers hints from every earlier guess, not only the last', () => {
    // LATER showed T (yellow); CRANE then showed A and E green but no T.
    const previous = scored('stage', 'later', 'crane');
    expect(hardModeViolation(previous, 'blame')).toBe('Guess must contain T');
    expect(hardModeViolation(previous, 'state')).toBeNull();
  });

  it('the answer itself never breaks hard mode', () => {
    const word = fc.string({ unit: fc.constantFrom(...'aeinrst'), minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 5 }), (answer, guesses) => {
        expect(hardModeViolation(scored(answer, ...guesses), answer)).toBeNull();
      }),
    );
  });
});
