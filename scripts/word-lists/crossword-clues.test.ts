import { describe, expect, it } from 'vitest';
import { clueCandidates, clueFor, definitionOf, type ClueContext } from './crossword-clues';

const familiar = new Set(
  'a an any various the of to in on or and for with by that is be move fast using one s feet feline mammal usually having thick soft fur no ability roar large wild cat piece furniture writing surface drawers compartments book bound pages written printed disease caused bacteria painful person who teaches teacher instruction rude grape fruit vine including vine muskmelons watermelons cantaloupes cucumbers great size amount degree extent scope especially unusually'.split(
    ' ',
  ),
);
const context: ClueContext = {
  lemmas: [],
  isUnwelcome: (w) => w === 'rude',
  isFamiliar: (w) => familiar.has(w),
  facts: {
    isParticiple: (w) => /(ed|ing)$/.test(w) && w !== 'thing',
    usualPartOfSpeech: (w) => (w === 'great' || w === 'thick' ? 'adj' : null),
  },
};

describe('definitionOf', () => {
  it('keeps the first definition, without examples, notes, quotes or a leading article', () => {
    expect(definitionOf('feline mammal usually having thick soft fur and no ability to roar: domestic cats; wildcats')).toBe(
      'feline mammal usually having thick soft fur and no ability to roar',
    );
    expect(definitionOf('a book (usually bound) with pages; "he read the book"')).toBe('book with pages');
    expect(definitionOf("an animal called `buck' when male")).toBe('animal called buck when male');
    expect(definitionOf('of or relating to cats')).toBe('relating to cats');
    expect(definitionOf('temporal sense; intermediate between past and future')).toBe('intermediate between past and future');
  });
});

describe('clueCandidates', () => {
  it('offers the whole definition first, capitalised, when it is short enough', () => {
    expect(clueCandidates('move fast by using one\'s feet; "Don\'t run"')[0]).toBe("Move fast by using one's feet");
  });

  it('cuts a long definition before a relative word or participle, never after an adjective', () => {
    const long =
      'a large piece of furniture with a writing surface and usually drawers or other compartments for storing papers and things';
    expect(clueCandidates(long)).toEqual(expect.arrayContaining(['Large piece of furniture']));
    for (const clue of clueCandidates(long)) expect(clue.length).toBeLessThanOrEqual(60);
    // 'thick' is an adjective: 'Feline mammal usually having thick' is never offered.
    const cat = 'feline mammal usually having thick soft fur and no ability whatsoever to roar at anything it sees in the wild';
    expect(clueCandidates(cat)).toContain('Feline mammal');
    expect(clueCandidates(cat).some((c) => c.endsWith('thick'))).toBe(false);
  });

  it('never cuts a relative clause after its verb (READER: "Person who enjoys")', () => {
    const reader = 'a person who enjoys reading books and newspapers of every kind in the evening and at weekends too';
    expect(clueCandidates(reader).some((c) => /who enjoys$/.test(c))).toBe(false);
  });

  it('refuses text the format cannot carry', () => {
    expect(clueCandidates('one | two')).toEqual([]);
  });
});

describe('clueFor', () => {
  it('accepts a fair clue', () => {
    expect(clueFor('run', "move fast by using one's feet", context)).toEqual({ clue: "Move fast by using one's feet" });
  });

  it('refuses a clue with the answer, its stem or its lemma in it', () => {
    expect(clueFor('teacher', 'a person who teaches', context)).toEqual({ rejected: 'gives the answer away ("teaches")' });
    expect(clueFor('cat', 'large wild cat', context)).toEqual({ rejected: 'gives the answer away ("cat")' });
    expect(clueFor('ran', "move fast by using one's feet while running", { ...context, lemmas: ['run'] })).toMatchObject({
      rejected: expect.stringMatching(/gives the answer away/),
    });
  });

  it("refuses a phrase's word, however short (UP in PICKUP)", () => {
    expect(clueFor('pickup', 'book up', { ...context, lemmas: ['pick', 'up'], parts: ['pick', 'up'] })).toEqual({
      rejected: 'gives the answer away ("up")',
    });
  });

  it('refuses rare and unwelcome words', () => {
    expect(clueFor('melon', 'any of various fruit of cucurbitaceous vines', context)).toEqual({ rejected: 'rare word ("cucurbitaceous")' });
    expect(clueFor('boor', 'a rude person', context)).toEqual({ rejected: 'unwelcome word ("rude")' });
  });

  it('takes a shorter candidate when the whole definition is refused', () => {
    expect(clueFor('grape', 'fruit of the vine including muskmelons and grapevines', context)).toEqual({ clue: 'Fruit of the vine' });
  });

  it('says so when no short definition can be made', () => {
    expect(clueFor('x', 'a', context)).toEqual({ rejected: 'no short definition' });
  });
});
