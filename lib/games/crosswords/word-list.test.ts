import { describe, expect, it } from 'vitest';
import { OFFENSIVE_WORDS } from '../wordsearch/offensive-words';
import { clueFault } from './clue-check';
import { WORD_LIST } from './word-list';
import { formatWordList, parseWordList } from './word-list-text';
import { writtenClues } from './written-clues';

const entries = parseWordList(WORD_LIST);
/** The rule-derived clues' cap (scripts/word-lists/crossword-clues.ts, MAX_CLUE_LENGTH). */
const FALLBACK_CLUE_LENGTH = 60;

describe('the crossword word list', () => {
  it('parses whole, every answer 3 to 9 letters A-Z, once, sorted', () => {
    expect(entries.length).toBe(WORD_LIST.trim().split('\n').length);
    const answers = entries.map((e) => e.answer);
    // One assertion over the list (the answers that break the rule, expected none), not one per word.
    expect(answers.filter((answer) => !/^[A-Z]{3,9}$/.test(answer))).toEqual([]);
    expect(answers.every((a, i) => i === 0 || answers[i - 1]! < a)).toBe(true);
  });

  it('has a few thousand words of each length from 4 to 9, and hundreds of 3', () => {
    const count = (length: number) => entries.filter((e) => e.answer.length === length).length;
    expect(count(3)).toBeGreaterThan(300);
    for (let length = 4; length <= 9; length++) expect(count(length)).toBeGreaterThan(1000);
  });

  it('gives every answer a score from 15 to 100, and a clue unless we wrote one', () => {
    for (const { answer, clue } of entries) {
      if (clue === '' && writtenClues().get(answer) === undefined) throw new Error(`${answer} has no clue at all`);
      if (clue !== '' && !/^[A-Z0-9]/.test(clue)) throw new Error(`${answer}: clue "${clue}"`);
    }
    // Written so that NaN fails too, as toBeGreaterThanOrEqual did.
    expect(entries.filter(({ score }) => !(score >= 15 && score <= 100)).map((e) => `${e.answer} ${e.score}`)).toEqual([]);
  });

  it('has no clue that gives its answer away (answer, stem, inflection, 4 letters in a row), holds a wrong inflection or runs long', () => {
    const faults = entries
      .filter((e) => e.clue !== '')
      .map((e) => ({ ...e, fault: clueFault(e.answer, e.clue, FALLBACK_CLUE_LENGTH) }))
      .filter((e) => e.fault !== null)
      .map((e) => `${e.answer}: ${e.clue} (${e.fault})`);
    expect(faults).toEqual([]);
    expect(entries.filter((e) => /\b(leaved|payed)\b/i.test(e.clue)).map((e) => e.answer)).toEqual([]);
  });

  // Issue 42's examples: each bad clue is gone (the word keeps another clue, or only a written one, or is dropped).
  it.each([
    ['SLEEPING', 'State of being asleep'],
    ['CROSSING', 'Traveling across'],
    ['LIVES', 'Experiences of being alive'],
    ['NONSTOP', 'Without stopping'],
    ['PAYMENT', 'Sum of money paid or a claim discharged'],
    ['EMIGRATED', "Leaved one's country of residence for a new one"],
    ['REPAID', 'Payed back'],
    ['MUM', 'Of China'],
    ['COD', 'Vessel that contains the seeds of a plant'],
    ['BAT', 'Wink briefly'],
    ['MOW', 'Loft in a barn where hay is stored'],
    ['FARCE', 'Fill with a stuffing while cooking'],
    ['WAS', 'Had the quality of being'],
    ['FLAK', 'Slick spokesperson'],
  ])('%s is no longer clued "%s"', (answer, bad) => {
    expect(entries.find((e) => e.answer === answer)?.clue).not.toBe(bad);
  });

  it('holds no word of the offensive list', () => {
    const offensive = new Set(OFFENSIVE_WORDS);
    expect(entries.filter((e) => offensive.has(e.answer)).map((e) => e.answer)).toEqual([]);
  });

  it('text form round-trips', () => {
    expect(parseWordList(formatWordList(entries))).toEqual(entries);
    expect(parseWordList('cat 50')).toEqual([{ answer: 'CAT', score: 50, clue: '' }]);
    expect(() => parseWordList('cat')).toThrow(/malformed/);
    expect(() => parseWordList('Cat 50 Feline')).toThrow(/malformed/);
  });
});
