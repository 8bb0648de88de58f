import { describe, expect, it } from 'vitest';
import { OFFENSIVE_WORDS } from '../../lib/games/wordsearch/offensive-words';
import { WORDSEARCH_THEMES } from '../../lib/games/wordsearch/themes';
import { END as WORDGUESSER_END } from './data-doc';
import { END, START, replaceWordsearchSection } from './wordsearch-data-doc';

const offensive = new Set(OFFENSIVE_WORDS);
const isSortedUnique = (words: readonly string[]) => words.every((w, i) => i === 0 || words[i - 1]! < w);

describe('Wordsearch themes', () => {
  it('are at least 40, with unique ids and titles the puzzle format can carry', () => {
    expect(WORDSEARCH_THEMES.length).toBeGreaterThanOrEqual(40);
    const ids = WORDSEARCH_THEMES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, title } of WORDSEARCH_THEMES) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(title).toMatch(/^[A-Z][A-Za-z ,'&-]{0,39}$/);
    }
  });

  it.each(WORDSEARCH_THEMES.map((t) => [t.title, t] as const))(
    '%s: 20 to 40 words, each 3 to 10 letters A-Z, sorted, unique',
    (_, theme) => {
      expect(theme.words.length).toBeGreaterThanOrEqual(20);
      expect(theme.words.length).toBeLessThanOrEqual(40);
      for (const word of theme.words) expect(word).toMatch(/^[A-Z]{3,10}$/);
      expect(isSortedUnique(theme.words)).toBe(true);
    },
  );

  it('hold no offensive word', () => {
    const found = WORDSEARCH_THEMES.flatMap((t) => t.words.filter((w) => offensive.has(w)).map((w) => `${t.id}:${w}`));
    expect(found).toEqual([]);
  });
});

describe('OFFENSIVE_WORDS', () => {
  it('are upper-case words of 3 to 15 letters A-Z, sorted and unique', () => {
    expect(OFFENSIVE_WORDS.length).toBeGreaterThan(100);
    for (const word of OFFENSIVE_WORDS) expect(word).toMatch(/^[A-Z]{3,15}$/);
    expect(isSortedUnique(OFFENSIVE_WORDS)).toBe(true);
  });
});

describe('replaceWordsearchSection', () => {
  const section = `${START}\nnew\n${END}`;

  it('first goes right after the Word Guesser section, leaving the rest alone', () => {
    const doc = `# Data\n\n<!-- a -->\nguesser\n${WORDGUESSER_END}\n\n## Later\n`;
    expect(replaceWordsearchSection(doc, section)).toBe(`# Data\n\n<!-- a -->\nguesser\n${WORDGUESSER_END}\n\n${section}\n\n## Later\n`);
  });

  it('then replaces only the text between its own markers', () => {
    const doc = `top\n${START}\nold\n${END}\nbottom\n`;
    expect(replaceWordsearchSection(doc, section)).toBe(`top\n${section}\nbottom\n`);
  });
});
