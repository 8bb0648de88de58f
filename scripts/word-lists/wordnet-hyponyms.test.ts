import { describe, expect, it } from 'vitest';
import { hyponymLemmas, parseNounData, parseNounIndex, parseNounTagCounts, resolveSynset } from './wordnet-hyponyms';

// A tiny WordNet in the wndb(5) format: bird > {hawk, swan}, hawk > kite (two lemmas); kite also a toy.
const DATA = [
  '  1 This software and database is being provided to you, the LICENSEE, by  ',
  '00000001 05 n 01 bird 0 002 ~ 00000002 n 0000 ~ 00000003 n 0000 | warm-blooded egg-laying vertebrates  ',
  '00000002 05 n 02 hawk 0 Accipiter 0 002 @ 00000001 n 0000 ~ 00000004 n 0000 | a diurnal bird of prey  ',
  '00000003 05 n 01 swan 0 002 @ 00000001 n 0000 ~i 00000009 n 0000 | stately aquatic bird  ',
  '00000004 05 n 02 kite 0 red_kite 0 001 @ 00000002 n 0000 | a small hawk  ',
  '00000005 06 n 01 kite 0 001 @ 00000006 n 0000 | plaything flown in the wind  ',
].join('\n');
const INDEX = [
  '  1 This software and database is being provided to you, the LICENSEE, by  ',
  'bird n 1 1 ~ 1 0 00000001  ',
  'kite n 2 1 @ 2 0 00000005 00000004  ',
].join('\n');
const SENSE = ['kite%1:06:00:: 00000005 1 3', 'kite%1:05:00:: 00000004 2 1', 'kite%2:38:00:: 01234567 1 4'].join('\n');

describe('WordNet hyponyms', () => {
  const synsets = parseNounData(DATA);
  const index = parseNounIndex(INDEX);

  it('parses synsets: lemmas, hyponyms (not instance hyponyms) and gloss', () => {
    expect(synsets.get('00000002')).toEqual({ lemmas: ['hawk', 'Accipiter'], hyponyms: ['00000004'], gloss: 'a diurnal bird of prey' });
    expect(synsets.get('00000003')?.hyponyms).toEqual([]);
    expect(synsets.size).toBe(5);
  });

  it('resolves a synset by lemma and sense number, and refuses an unknown one', () => {
    expect(resolveSynset('kite.n.02', index)).toBe('00000004');
    expect(() => resolveSynset('kite.n.03', index)).toThrow(/no WordNet noun synset/);
  });

  it('reads noun tag counts only', () => {
    expect(parseNounTagCounts(SENSE)).toEqual(
      new Map([
        ['kite 00000005', 3],
        ['kite 00000004', 1],
      ]),
    );
  });

  it('collects every lemma below the roots with its synsets, leaving out the roots unless asked', () => {
    expect(hyponymLemmas(['00000001'], synsets)).toEqual([
      { lemma: 'hawk', offsets: ['00000002'] },
      { lemma: 'Accipiter', offsets: ['00000002'] },
      { lemma: 'swan', offsets: ['00000003'] },
      { lemma: 'kite', offsets: ['00000004'] },
      { lemma: 'red_kite', offsets: ['00000004'] },
    ]);
    expect(hyponymLemmas(['00000002'], synsets, new Set(['00000002'])).map((h) => h.lemma)).toEqual([
      'hawk',
      'Accipiter',
      'kite',
      'red_kite',
    ]);
  });
});
