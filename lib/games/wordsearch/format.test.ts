import { describe, expect, it } from 'vitest';
import { formatWordsearch, initialFound, isAllFound, isThemeTitle, parseWordsearch } from './format';

const TEXT = 'CATS/OXOQ/WNGD/KYEV:CAT,COW,GOT,SON:Animals';

describe('parseWordsearch', () => {
  it('reads rows, words and theme, and formats them back to the same text', () => {
    const puzzle = parseWordsearch(TEXT)!;
    expect(puzzle).toEqual({ width: 4, height: 4, letters: 'CATSOXOQWNGDKYEV', words: ['CAT', 'COW', 'GOT', 'SON'], theme: 'Animals' });
    expect(formatWordsearch(puzzle)).toBe(TEXT);
  });

  it('takes a puzzle without a theme', () => {
    const text = 'CATS/OXOQ/WNGD/KYEV:CAT,COW';
    expect(parseWordsearch(text)?.theme).toBeNull();
    expect(formatWordsearch(parseWordsearch(text)!)).toBe(text);
  });

  it.each([
    ['ragged rows', 'CATS/OXO/WNGD/KYEV:CAT'],
    ['lower-case letters', 'cats/OXOQ/WNGD/KYEV:CAT'],
    ['a digit in a row', 'CAT5/OXOQ/WNGD/KYEV:CAT'],
    ['no word list', 'CATS/OXOQ/WNGD/KYEV'],
    ['an empty word', 'CATS/OXOQ/WNGD/KYEV:CAT,'],
    ['a one-letter word', 'CATS/OXOQ/WNGD/KYEV:C'],
    ['a word twice', 'CATS/OXOQ/WNGD/KYEV:CAT,CAT'],
    ['a word longer than the board', 'CATS/OXOQ/WNGD/KYEV:CATSS'],
    ['a lower-case word', 'CATS/OXOQ/WNGD/KYEV:cat'],
    ['a fourth field', 'CATS/OXOQ/WNGD/KYEV:CAT:Animals:x'],
    ['a theme with a digit', 'CATS/OXOQ/WNGD/KYEV:CAT:Top 10'],
    ['one row', 'CATS:CAT'],
    ['a board wider than 20', `${'A'.repeat(21)}/${'A'.repeat(21)}:AA`],
  ])('refuses %s', (_, text) => {
    expect(parseWordsearch(text)).toBeNull();
  });
});

describe('theme titles', () => {
  it('accepts plain titles and refuses what would break the format', () => {
    expect(isThemeTitle('Fruit & vegetables')).toBe(true);
    expect(isThemeTitle("Farmer's market")).toBe(true);
    expect(isThemeTitle('Sport: balls')).toBe(false);
    expect(isThemeTitle('Sports (team)')).toBe(false);
    expect(isThemeTitle('')).toBe(false);
  });
});

describe('found state', () => {
  it('starts with nothing found and is complete only when every word is', () => {
    const puzzle = parseWordsearch(TEXT)!;
    expect(initialFound(puzzle)).toBe('0000');
    expect(isAllFound('0000')).toBe(false);
    expect(isAllFound('1101')).toBe(false);
    expect(isAllFound('1111')).toBe(true);
    expect(isAllFound('')).toBe(false);
  });
});
