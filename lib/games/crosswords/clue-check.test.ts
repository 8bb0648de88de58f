import { describe, expect, it } from 'vitest';
import { clueFault, irregularBaseOf, nonWordIn, revealingWord, stemsOf } from './clue-check';

describe('revealingWord', () => {
  it.each([
    ['CAT', 'Feline mammal: domestic cats', 'cats'],
    ['TEACHER', 'Person who is teaching', 'teaching'],
    ['KINDNESS', 'Quality of being kind', 'kind'],
    ['USEFUL', 'Of use', 'use'],
    ['BALL', 'Round object used in football', 'football'],
    ['FIREWOOD', 'Wood used for fuel', 'wood'],
    ['ADRIFT', 'Aimlessly drifting', 'drifting'],
    ['TEAPOT', 'Pot for brewing', 'pot'],
    ['BOP', 'Dance the bebop', 'bebop'],
    ['DOCTOR', 'Expert in doctrine', 'doctrine'],
    // Four letters in a row of the answer, anywhere in a clue word.
    ['SLEEPING', 'State of being asleep', 'asleep'],
    ['CROSSING', 'Traveling across', 'across'],
    ['LIVES', 'Experiences of being alive', 'alive'],
    ['NONSTOP', 'Without stopping', 'stopping'],
    // An irregular form of the answer's base or stem.
    ['PAYMENT', 'Sum of money paid', 'paid'],
    ['WAS', 'Had the quality of being', 'being'],
    ['LEFT', 'Did leave', 'leave'],
  ])('%s: "%s" gives it away with "%s"', (answer, clue, word) => {
    expect(revealingWord(answer, clue)).toBe(word);
  });

  it("an answer's lemma counts as the answer (RAN: running), from the irregular verb table or as given", () => {
    expect(revealingWord('RAN', 'Moved by running')).toBe('running');
    expect(revealingWord('MICE', 'Small rodents, like a house mouse')).toBeNull();
    expect(revealingWord('MICE', 'Small rodents, like a house mouse', ['mouse'])).toBe('mouse');
    // The build passes the lemmatizer: any clue word whose base is the answer's.
    expect(revealingWord('GEESE', 'Flock of goose', [], (w) => (w === 'geese' ? ['goose'] : []))).toBe('goose');
  });

  it.each([
    ['CAT', 'Feline mammal usually having thick soft fur'],
    ['BATHE', 'Wash in the tub'], // THE is too common to count as part of the answer
    ['TEACHER', 'Person whose occupation is instruction'],
    ['ART', 'Partial to painting'], // 'partial' only contains ART, neither starts nor ends with it
  ])('%s: "%s" is fair', (answer, clue) => {
    expect(revealingWord(answer, clue)).toBeNull();
  });
});

describe('stemsOf', () => {
  it('cuts common endings, keeping stems of three letters or more', () => {
    expect(stemsOf('TEACHER')).toEqual(expect.arrayContaining(['teacher', 'teach']));
    expect(stemsOf('KINDNESS')).toEqual(expect.arrayContaining(['kindness', 'kind']));
    expect(stemsOf('BED')).toEqual(['bed']);
  });
});

describe('irregular verbs', () => {
  it('knows the base of an irregular form', () => {
    expect(irregularBaseOf('left')).toBe('leave');
    expect(irregularBaseOf('paid')).toBe('pay');
    expect(irregularBaseOf('being')).toBe('be');
    expect(irregularBaseOf('walked')).toBeNull();
  });

  it('finds a regular past an irregular verb does not have', () => {
    expect(nonWordIn("Leaved one's country")).toBe('leaved');
    expect(nonWordIn('Payed back')).toBe('payed');
    expect(nonWordIn("Left one's country")).toBeNull();
    expect(nonWordIn('Learned by heart')).toBeNull(); // learn has both pasts
  });
});

describe('clueFault', () => {
  it('passes a fair clue and names what is wrong with the others', () => {
    expect(clueFault('CAT', 'Pet that purrs', 40)).toBeNull();
    expect(clueFault('CAT', 'Pet that purrs and likes to sit on a warm lap', 40)).toBe('longer than 40');
    expect(clueFault('CAT', 'Pet; purrs', 40)).toBe('not clue text');
    expect(clueFault('CAT', 'Catnip lover', 40)).toBe('gives the answer away ("catnip")');
    expect(clueFault('REPAID', 'Payed back', 40)).toBe('no such word ("payed")');
  });
});
