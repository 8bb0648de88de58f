import { describe, expect, it } from 'vitest';
import { selectInflectedEntries } from './crossword-inflected-entries';
import { buildWordForms } from './crossword-inflections';
import type { PartOfSpeech, Sense, SynsetEntry, WordnetDict } from './crossword-wordnet';
import { ANSWER_WORD, scoreOf, selectCrosswordWords, type SelectionInput } from './crossword-words';

// A hand-made WordNet: offset -> synset, per part of speech, and each lemma's senses.
const nouns = new Map<string, SynsetEntry>([
  ['01', { lemmas: ['cat'], gloss: 'feline mammal usually having thick soft fur: domestic cats' }],
  ['02', { lemmas: ['tea'], gloss: 'a beverage made by steeping tea leaves in water' }],
  ['03', { lemmas: ['tea'], gloss: 'a light afternoon meal' }],
  ['04', { lemmas: ['Bill'], gloss: 'a man named William' }],
  ['05', { lemmas: ['echo'], gloss: 'an echo' }],
  ['06', { lemmas: ['at_least'], gloss: 'not less than' }],
  ['07', { lemmas: ['acid_rain'], gloss: 'rain with acid in it' }],
  ['08', { lemmas: ['rat'], gloss: 'offensive term for a person' }],
  ['09', { lemmas: ['rat'], gloss: 'a long-tailed rodent' }],
]);
const sense = (pos: PartOfSpeech, offset: string, senseNumber: number, tagCount: number): Sense => ({ pos, offset, senseNumber, tagCount });
const dict: WordnetDict = {
  synsets: { noun: nouns, verb: new Map(), adj: new Map(), adv: new Map() },
  senses: new Map([
    ['cat', [sense('noun', '01', 1, 18)]],
    ['tea', [sense('noun', '02', 1, 5), sense('noun', '03', 2, 1)]],
    ['bill', [sense('noun', '04', 1, 3)]],
    ['echo', [sense('noun', '05', 1, 2)]],
    ['at_least', [sense('noun', '06', 1, 3)]],
    ['acid_rain', [sense('noun', '07', 1, 0)]],
    ['rat', [sense('noun', '08', 1, 4), sense('noun', '09', 2, 2)]],
  ]),
};
const levels = new Map([
  ['cat', 10],
  ['tea', 20],
  ['bill', 10],
  ['echo', 35],
  ['cats', 10],
  ['dogs', 10],
  ['nth', 35],
  ['ox', 10],
  ['damn', 20],
  ['at', 10],
  ['least', 10],
  ['acid', 20],
  ['rain', 10],
  ['rat', 20],
]);
const familiar = new Set(
  'feline mammal usually having thick soft fur light afternoon meal not less than long tailed rodent mammals'.split(' '),
);
const plurals: Record<string, string> = { cats: 'cat', dogs: 'dog', mammals: 'mammal' };
const lemmatizer = { noun: (w: string) => plurals[w] ?? w, verb: (w: string) => w, adjective: (w: string) => w };
const facts = {
  isParticiple: (w: string) => /(ed|ing)$/.test(w),
  usualPartOfSpeech: (w: string) => (dict.senses.has(w) ? ('noun' as const) : null),
  isNoun: (w: string) => ['cat', 'mammal', 'tea', 'rat'].includes(lemmatizer.noun(w)),
  singularOf: lemmatizer.noun,
  isBaseVerb: () => false,
};
const input: SelectionInput = {
  levels,
  dict,
  isExcluded: (w) => w === 'damn',
  lemmasOf: (w) => [lemmatizer.noun(w)].filter((l) => l !== w),
  isInflected: (w) => w === 'cats',
  clueContext: { isUnwelcome: () => false, isFamiliar: (w) => familiar.has(w), facts },
};

describe('selectCrosswordWords', () => {
  const selection = selectCrosswordWords(input);
  const clueOf = Object.fromEntries(selection.entries.map((e) => [e.answer, e.clue]));

  it('clues a word from its most frequent sense, trimmed to clue style', () => {
    expect(clueOf.cat).toBe('Feline mammal usually having thick soft fur');
    expect(selection.entries.find((e) => e.answer === 'cat')!.score).toBe(scoreOf(10, 18));
  });

  it('takes the next sense when the first gives the answer away, or is marked offensive', () => {
    expect(clueOf.tea).toBe('Light afternoon meal');
    expect(clueOf.rat).toBe('Long-tailed rodent');
  });

  it('leaves out offensive words, proper nouns, words without a clue or not in WordNet', () => {
    expect(selection.dropped['offensive or by hand']).toEqual(['damn']);
    expect(selection.dropped['proper noun only']).toEqual(['bill']);
    expect(selection.dropped['no acceptable clue']).toEqual(['echo']); // "an echo" gives it away
    expect(selection.dropped['not in WordNet']).toEqual(['acid', 'cats', 'dogs', 'least', 'rain']);
    expect(Object.keys(clueOf)).not.toContain('nth'); // no vowel
    expect(Object.keys(clueOf)).not.toContain('ox'); // too short
  });

  it('adds tagged phrases of common words as one answer, not untagged ones', () => {
    expect(selection.entries.find((e) => e.answer === 'atleast')).toMatchObject({ clue: 'Not less than', phrase: 'at least' });
    expect(selection.dropped['phrase not common']).toEqual(['acid_rain']);
  });

  it('counts the candidates that reached the clue step and why clues were refused', () => {
    expect(selection.clueCandidates).toBe(5); // at_least, cat, echo, rat, tea
    expect(selection.rejections).toEqual({ 'gives the answer away': 1 });
  });
});

describe('selectInflectedEntries', () => {
  it('clues a plural from its base made plural, and leaves out a word without a WordNet base', () => {
    const forms = buildWordForms([...levels.keys(), 'mammals'], lemmatizer, (w) => levels.get(w) ?? 35);
    const { entries, dropped } = selectInflectedEntries(['cats', 'dogs'], {
      dict,
      lemmatizer,
      forms,
      facts,
      clueContext: input.clueContext,
    });
    expect(entries).toEqual([
      { answer: 'cats', clue: 'Feline mammals usually having thick soft fur', score: scoreOf(35, 18), inflectionOf: 'cat' },
    ]);
    expect(dropped['no WordNet base']).toEqual(['dogs']);
  });
});

describe('ANSWER_WORD', () => {
  it('takes 3 to 9 lower-case letters with a vowel', () => {
    for (const w of ['cat', 'rhythm', 'crossword']) expect(w).toMatch(ANSWER_WORD);
    for (const w of ['ox', 'nth', 'crosswords', 'Cat', "o'er"]) expect(w).not.toMatch(ANSWER_WORD);
  });
});
