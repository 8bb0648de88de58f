import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_GUESSES, ANSWERS, isAcceptedGuess } from './words';

const offensive = readFileSync(new URL('./offensive-words.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));

const isSortedUnique = (words: readonly string[]) => words.every((w, i) => i === 0 || words[i - 1]! < w);

describe('word lists', () => {
  it('have sizes within bounds', () => {
    expect(ANSWERS.length).toBeGreaterThanOrEqual(1500);
    expect(ANSWERS.length).toBeLessThanOrEqual(2500);
    expect(ACCEPTED_GUESSES.length).toBeGreaterThanOrEqual(3 * ANSWERS.length);
    expect(ACCEPTED_GUESSES.length).toBeLessThanOrEqual(20_000);
  });

  it('hold five lower-case letters a-z only', () => {
    for (const w of [...ANSWERS, ...ACCEPTED_GUESSES]) expect(w).toMatch(/^[a-z]{5}$/);
  });

  it('are sorted without duplicates', () => {
    expect(isSortedUnique(ANSWERS)).toBe(true);
    expect(isSortedUnique(ACCEPTED_GUESSES)).toBe(true);
  });

  it('accept every answer as a guess', () => {
    expect(ANSWERS.filter((w) => !isAcceptedGuess(w))).toEqual([]);
  });

  it('have no answer the profanity filters flag', () => {
    expect(offensive.length).toBeGreaterThan(20);
    const flagged = new Set(offensive);
    expect(ANSWERS.filter((w) => flagged.has(w))).toEqual([]);
    for (const w of ['bitch', 'whore', 'penis', 'slave', 'lynch']) expect(ANSWERS).not.toContain(w);
  });

  it('have no plurals, past tenses or participles among the answers (spot checks)', () => {
    const inflected = ['boxes', 'teeth', 'women', 'cakes', 'hands', 'tries', 'acted', 'wrote', 'taken', 'using', 'dying', 'wider'];
    for (const w of inflected) {
      expect(ANSWERS, w).not.toContain(w);
      expect(isAcceptedGuess(w), w).toBe(true); // still fine to guess
    }
  });

  it('end in -s, -ed or -ing only where the word is a base form', () => {
    // Every such answer, reviewed by hand: a new one appearing means the filter let a form through.
    expect(ANSWERS.filter((w) => /s$/.test(w) && !/(ss|us|is)$/.test(w))).toEqual(['alias', 'atlas', 'chaos', 'ethos']);
    expect(ANSWERS.filter((w) => w.endsWith('ed'))).toEqual([
      'biped',
      'bleed',
      'breed',
      'creed',
      'embed',
      'greed',
      'naked',
      'shred',
      'speed',
      'tweed',
    ]);
    expect(ANSWERS.filter((w) => w.endsWith('ing'))).toEqual([
      'being',
      'bring',
      'cling',
      'fling',
      'going',
      'icing',
      'sling',
      'sting',
      'swing',
      'thing',
      'wring',
    ]);
  });

  it('keep common base words as answers', () => {
    for (const w of ['apple', 'house', 'speed', 'glass', 'bonus', 'crane', 'water', 'light']) expect(ANSWERS).toContain(w);
  });

  it('reject non-words and anything not normalised', () => {
    expect(isAcceptedGuess('xqzvj')).toBe(false);
    expect(isAcceptedGuess('CRANE')).toBe(false);
    expect(isAcceptedGuess('cran')).toBe(false);
    expect(isAcceptedGuess('colour')).toBe(false);
    expect(isAcceptedGuess('color')).toBe(true); // dialect spellings are guesses, never answers
    expect(ANSWERS).not.toContain('color');
  });
});
