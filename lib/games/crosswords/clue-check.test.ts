import { describe, expect, it } from 'vitest';
import { revealingWord, stemsOf } from './clue-check';

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
  ])('%s: "%s" gives it away with "%s"', (answer, clue, word) => {
    expect(revealingWord(answer, clue)).toBe(word);
  });

  it("an answer's lemma counts as the answer (RAN: running)", () => {
    expect(revealingWord('RAN', 'Moved by running')).toBeNull();
    expect(revealingWord('RAN', 'Moved by running', ['run'])).toBe('running');
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
