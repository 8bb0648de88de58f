import { describe, expect, it } from 'vitest';
import {
  bySenseFrequency,
  isCommonSense,
  parseSenseIndex,
  parseSynsets,
  sensesToClue,
  usualPartOfSpeech,
  type Sense,
  type WordnetDict,
} from './crossword-wordnet';

const DATA_ADJ = [
  '  1 This software and database is being provided to you, the LICENSEE, by',
  '01385012 00 a 02 large 0 big(a) 1 002 = 05106204 n 0000 ! 01394303 a 0202 | above average in size; "a large city"  ',
].join('\n');
const DATA_NOUN = [
  '02124272 05 n 02 cat 0 true_cat 0 001 @ 02123649 n 0000 | feline mammal usually having thick soft fur  ',
  '10807146 18 n 01 Bill 0 000 | a name  ',
].join('\n');
const INDEX_SENSE = [
  'big%3:00:01:: 01385012 1 107',
  'big%5:00:00:large:00 01386320 2 3',
  'cat%1:05:00:: 02124272 1 18',
  'bill%1:18:00:: 10807146 3 0',
  'true_cat%1:05:00:: 02124272 1 0',
  "mind's_eye%1:09:00:: 05625465 1 0",
  'Ab%1:00:00:: 00000000 1 0',
].join('\n');

describe('parseSynsets', () => {
  it('reads lemmas (case kept, adjective markers cut) and the gloss, skipping the licence header', () => {
    expect(parseSynsets(DATA_ADJ).get('01385012')).toEqual({ lemmas: ['large', 'big'], gloss: 'above average in size; "a large city"' });
    expect(parseSynsets(DATA_NOUN).get('10807146')!.lemmas).toEqual(['Bill']);
    expect(parseSynsets(DATA_ADJ).size).toBe(1);
  });
});

describe('parseSenseIndex', () => {
  it('reads the senses of lower-case lemmas and phrases, satellites as adjectives', () => {
    const senses = parseSenseIndex(INDEX_SENSE);
    expect(senses.get('big')).toEqual([
      { pos: 'adj', offset: '01385012', senseNumber: 1, tagCount: 107 },
      { pos: 'adj', offset: '01386320', senseNumber: 2, tagCount: 3 },
    ]);
    expect(senses.has('true_cat')).toBe(true);
    expect(senses.has("mind's_eye")).toBe(false);
    expect(senses.has('Ab')).toBe(false);
  });
});

describe('sense order and part of speech', () => {
  const s = (pos: Sense['pos'], senseNumber: number, tagCount: number): Sense => ({
    pos,
    offset: `${pos}${senseNumber}`,
    senseNumber,
    tagCount,
  });

  it('puts the most tagged first, then the sense number, then noun before verb', () => {
    const ordered = bySenseFrequency([s('verb', 1, 2), s('noun', 2, 9), s('noun', 1, 2), s('adj', 1, 0)]);
    expect(ordered.map((x) => x.offset)).toEqual(['noun2', 'noun1', 'verb1', 'adj1']);
  });

  it('the usual part of speech is the most tagged, then the one with more senses', () => {
    expect(usualPartOfSpeech([s('verb', 1, 2), s('noun', 1, 9)])).toBe('noun');
    expect(usualPartOfSpeech([s('verb', 1, 0), s('verb', 2, 0), s('noun', 1, 0)])).toBe('verb');
    expect(usualPartOfSpeech(undefined)).toBeNull();
  });

  it('a sense is a proper noun when WordNet writes the word capitalised there', () => {
    const dict: WordnetDict = {
      synsets: { noun: parseSynsets(DATA_NOUN), verb: new Map(), adj: new Map(), adv: new Map() },
      senses: parseSenseIndex(INDEX_SENSE),
    };
    expect(isCommonSense('cat', dict.senses.get('cat')![0]!, dict)).toBe(true);
    expect(isCommonSense('bill', dict.senses.get('bill')![0]!, dict)).toBe(false);
  });

  it('senses to clue: tagged ones only when any is, the most tagged first, the headword sense before one where the word is a synonym', () => {
    const entry = (lemmas: string[], gloss: string) => ({ lemmas, gloss });
    const dict: WordnetDict = {
      synsets: {
        noun: new Map([
          ['pod', entry(['pod', 'cod', 'seedcase'], 'the vessel that contains the seeds of a plant')],
          ['fish', entry(['cod', 'codfish'], 'lean white flesh of important North Atlantic food fish')],
          ['loft', entry(['mow'], 'a loft in a barn where hay is stored')],
        ]),
        verb: new Map([
          ['cut', entry(['mow', 'cut_down'], 'cut with a blade or mower')],
          ['pout', entry(['pout', 'mow'], 'make a sad face')],
        ]),
        adj: new Map(),
        adv: new Map(),
      },
      senses: new Map(),
    };
    const sense = (pos: Sense['pos'], offset: string, senseNumber: number, tagCount: number): Sense => ({
      pos,
      offset,
      senseNumber,
      tagCount,
    });
    const mow = [sense('verb', 'cut', 1, 1), sense('noun', 'loft', 1, 0), sense('verb', 'pout', 2, 0)];
    expect(sensesToClue('mow', mow, dict).map((x) => x.offset)).toEqual(['cut']);
    // No sense tagged: all kept, the one COD heads first.
    const cod = [sense('noun', 'pod', 1, 0), sense('noun', 'fish', 2, 0)];
    expect(sensesToClue('cod', cod, dict).map((x) => x.offset)).toEqual(['fish', 'pod']);
    // The hand list of rare senses.
    expect(sensesToClue('cod', cod, dict, (_, gloss) => gloss.startsWith('lean')).map((x) => x.offset)).toEqual(['pod']);
  });
});
