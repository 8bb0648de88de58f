import { describe, expect, it } from 'vitest';
import { OFFENSIVE_WORDS } from '../wordsearch/offensive-words';
import { revealingWord } from './clue-check';
import { isClueText } from './format';
import { WORD_LIST } from './word-list';
import { formatWordList, parseWordList } from './word-list-text';
import { crosswordWords } from './words';

const entries = crosswordWords();

describe('the crossword word list', () => {
  it('parses whole, every answer 3 to 9 letters A-Z, once, sorted', () => {
    expect(entries.length).toBe(WORD_LIST.trim().split('\n').length);
    const answers = entries.map((e) => e.answer);
    for (const answer of answers) expect(answer).toMatch(/^[A-Z]{3,9}$/);
    expect(answers.every((a, i) => i === 0 || answers[i - 1]! < a)).toBe(true);
  });

  it('has a few thousand words of each length from 4 to 9, and hundreds of 3', () => {
    const count = (length: number) => entries.filter((e) => e.answer.length === length).length;
    expect(count(3)).toBeGreaterThan(300);
    for (let length = 4; length <= 9; length++) expect(count(length)).toBeGreaterThan(1000);
  });

  it('gives every answer a clue the public format can carry and a score from 15 to 100', () => {
    for (const { answer, clue, score } of entries) {
      if (!isClueText(clue) || clue.length > 60 || !/^[A-Z0-9]/.test(clue)) throw new Error(`${answer}: clue "${clue}"`);
      expect(score).toBeGreaterThanOrEqual(15);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('has no clue that gives its answer away', () => {
    const revealing = entries.filter((e) => revealingWord(e.answer, e.clue) !== null).map((e) => `${e.answer}: ${e.clue}`);
    expect(revealing).toEqual([]);
  });

  it('holds no word of the offensive list', () => {
    const offensive = new Set(OFFENSIVE_WORDS);
    expect(entries.filter((e) => offensive.has(e.answer)).map((e) => e.answer)).toEqual([]);
  });

  it('text form round-trips', () => {
    expect(parseWordList(formatWordList(entries))).toEqual(entries);
    expect(() => parseWordList('cat 50')).toThrow(/malformed/);
    expect(() => parseWordList('Cat 50 Feline')).toThrow(/malformed/);
  });
});
