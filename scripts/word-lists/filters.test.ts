import { describe, expect, it } from 'vitest';
import { inflectionOf, wordnetSenses, type Lemmatizer } from './filters';

// A stand-in for wink-lemmatizer that knows a few irregular forms, as WordNet's exception lists do.
const lemmatizer: Lemmatizer = {
  noun: (w) => (w === 'teeth' ? 'tooth' : w),
  verb: (w) => (w === 'wrote' ? 'write' : w === 'using' ? 'use' : w === 'icing' ? 'ice' : w),
  adjective: (w) => (w === 'wider' ? 'wide' : w),
};
const known = new Set(['cake', 'box', 'fly', 'date', 'act', 'twee', 'use', 'ice', 'be', 'tie', 'pend']);
const nouns = new Map([
  ['tweed', 2],
  ['icing', 3],
  ['using', 1],
  ['being', 2],
]);
const why = (w: string) => inflectionOf(w, { lemmatizer, known, nouns });

describe('inflectionOf', () => {
  it.each([
    ['teeth', 'plural of tooth'],
    ['wrote', 'verb form of write'],
    ['wider', 'comparative of wide'],
    ['cakes', 'plural or third person of cake'],
    ['boxes', 'plural or third person of box'],
    ['flies', 'plural or third person of fly'],
    ['dated', 'past tense of date'],
    ['acted', 'past tense of act'],
    ['flied', 'past tense of fly'],
    ['using', 'verb form of use'],
    ['tying', 'participle of tie'],
  ])('%s: %s', (word, reason) => {
    expect(why(word)).toBe(reason);
  });

  it.each(['glass', 'bonus', 'basis', 'tweed', 'icing', 'being', 'speed', 'crane'])('%s is a base form', (word) => {
    expect(why(word)).toBeNull();
  });
});

describe('wordnetSenses', () => {
  it('reads lemmas and sense counts, skipping the licence header and multi-word lemmas', () => {
    const text = '  1 This software and database\ncrane n 5 3 @ ~ + 5 1 02\nice_age n 1 1 @ 1 0 01\nicing n 3 3 @ + ; 3 0 1\n';
    expect(wordnetSenses(text)).toEqual(
      new Map([
        ['crane', 5],
        ['icing', 3],
      ]),
    );
  });
});
