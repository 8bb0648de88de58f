import { describe, expect, it } from 'vitest';
import {
  buildWordForms,
  conjugateDefinition,
  inflectionNonWords,
  irregularVerbsOf,
  pluralDefinition,
  regularPastsOf,
  type DefinitionFacts,
} from './crossword-inflections';
import type { Lemmatizer } from './filters';

// A stand-in for wink-lemmatizer over a few words, irregular ones included, as WordNet's exception lists have them.
const nounBase: Record<string, string> = {
  members: 'member',
  cats: 'cat',
  mammals: 'mammal',
  men: 'man',
  mans: 'man',
  birds: 'bird',
  churches: 'church',
  boxes: 'box',
};
const verbBase: Record<string, string> = {
  moved: 'move',
  moves: 'move',
  moving: 'move',
  ran: 'run',
  runs: 'run',
  running: 'run',
  left: 'leave',
  leaved: 'leave',
  leaves: 'leave',
  gave: 'give',
  given: 'give',
  gives: 'give',
  assisted: 'assist',
  encouraged: 'encourage',
  limited: 'limit',
  narrowed: 'narrow',
  has: 'have',
  occurs: 'occur',
  learned: 'learn',
  learnt: 'learn',
  mans: 'man',
};
const lemmatizer: Lemmatizer = { noun: (w) => nounBase[w] ?? w, verb: (w) => verbBase[w] ?? w, adjective: (w) => w };
const words = [...Object.keys(nounBase), ...Object.keys(verbBase)];
const level: Record<string, number> = { left: 10, leaved: 50, learned: 10, learnt: 35 };
const forms = buildWordForms(words, lemmatizer, (w) => level[w] ?? 35);

const verbs = new Set(['move', 'run', 'leave', 'give', 'assist', 'encourage', 'limit', 'narrow', 'have', 'occur', 'be', 'learn']);
const facts: DefinitionFacts = {
  usualPartOfSpeech: (w) =>
    verbs.has(w)
      ? 'verb'
      : ['feline', 'native', 'fast'].includes(w)
        ? 'adj'
        : ['cat', 'mammal', 'bird', 'church', 'man', 'member', 'fur'].includes(w)
          ? 'noun'
          : null,
  isNoun: (w) => ['cat', 'mammal', 'mammals', 'bird', 'church', 'chapel', 'man', 'member', 'fur'].includes(w),
  singularOf: (w) => nounBase[w] ?? w,
  isBaseVerb: (w) => verbs.has(w),
  isParticiple: (w) => /(ed|ing)$/.test(w),
};

describe('buildWordForms', () => {
  it('finds plurals, the most common first and a noun before a verb form', () => {
    expect(forms.plural('cat')).toBe('cats');
    expect(forms.plural('man')).toBe('men');
    expect(forms.plural('dog')).toBeNull();
  });

  it('finds verb forms: regular, the more common spelling, past against participle', () => {
    expect(forms.verb('move', 'past')).toBe('moved');
    expect(forms.verb('move', 'gerund')).toBe('moving');
    expect(forms.verb('run', 'gerund')).toBe('running');
    expect(forms.verb('leave', 'past')).toBe('left');
    expect(forms.verb('learn', 'past')).toBe('learned');
    expect(forms.verb('give', 'past')).toBe('gave');
    expect(forms.verb('give', 'participle')).toBe('given');
    expect(forms.verb('be', 'past')).toBe('was');
    expect(forms.baseOfThird('occurs')).toBe('occur');
  });
});

describe('irregular verbs', () => {
  // As SCOWL has them: 'leaved' (of leaf) as common as 'left'; the irregular list knows better.
  const irregular = irregularVerbsOf({ left: 'leave', learned: 'learn', learnt: 'learn', gave: 'give', given: 'give', paid: 'pay' });
  const sameLevel = buildWordForms(words, lemmatizer, () => 10, irregular);

  it("takes an irregular verb's past from the irregular list only", () => {
    expect(buildWordForms(words, lemmatizer, () => 10).verb('leave', 'past')).toBe('leaved');
    expect(sameLevel.verb('leave', 'past')).toBe('left');
    expect(sameLevel.verb('learn', 'past')).toBe('learned'); // listed: both are in use
    expect(sameLevel.verb('move', 'past')).toBe('moved');
    expect(irregular.get('was')).toBe('be'); // be, have and do are always there
  });

  it('lists the regular pasts of irregular verbs that are no words', () => {
    expect(regularPastsOf('leave')).toEqual(['leaved']);
    expect(regularPastsOf('carry')).toEqual(['carryed', 'carried']);
    expect(regularPastsOf('stop')).toEqual(['stoped', 'stopped']);
    const nonWords = inflectionNonWords(irregular, (w) => w === 'gived', new Set(['payed']));
    expect(nonWords).toContain('leaved');
    expect(nonWords).not.toContain('learned'); // listed
    expect(nonWords).not.toContain('gived'); // a word of its own, here
    expect(nonWords).not.toContain('payed'); // in use, here
  });
});

describe('conjugateDefinition', () => {
  it('puts the leading verb and the verbs joined to it in the form asked', () => {
    expect(conjugateDefinition("move fast by using one's feet", 'past', forms, facts)).toBe("moved fast by using one's feet");
    expect(conjugateDefinition('assist or encourage, usually in wrongdoing', 'past', forms, facts)).toBe(
      'assisted or encouraged, usually in wrongdoing',
    );
    expect(conjugateDefinition('narrow or limit', 'past', forms, facts)).toBe('narrowed or limited');
    expect(conjugateDefinition('be afraid of', 'third', forms, facts)).toBe('is afraid of');
    expect(conjugateDefinition('to give up', 'participle', forms, facts)).toBe('given up');
  });

  it('refuses a definition that does not start with a verb in its base form', () => {
    expect(conjugateDefinition('feline mammal', 'past', forms, facts)).toBeNull();
    expect(conjugateDefinition('moved away', 'past', forms, facts)).toBeNull();
  });
});

describe('pluralDefinition', () => {
  it('makes the head noun plural and its relative clause agree', () => {
    expect(pluralDefinition('feline mammal usually having thick soft fur', forms, facts)).toBe(
      'feline mammals usually having thick soft fur',
    );
    expect(pluralDefinition('mammal that has fur', forms, facts)).toBe('mammals that have fur');
    expect(pluralDefinition('native or naturalized member of a church', forms, facts)).toBe('native or naturalized members of a church');
    expect(pluralDefinition('any of various mammals', forms, facts)).toBe('mammals');
    expect(pluralDefinition('mammals of the sea', forms, facts)).toBe('mammals of the sea'); // already plural
  });

  it('refuses what is not clear-cut', () => {
    expect(pluralDefinition('church or chapel', forms, facts)).toBeNull(); // coordinated heads
    expect(pluralDefinition('cat and its fur', forms, facts)).toBeNull(); // 'its' would not agree
    expect(pluralDefinition('mammal of a kind that is cat and has fur', forms, facts)).toBeNull(); // a singular verb further on
    expect(pluralDefinition('fast thing', forms, facts)).toBeNull(); // head not a noun
  });
});
