/**
 * The generator against word lists made to be hard on it: filler that keeps spelling "offensive"
 * common trigrams must be drawn again until the brute-force referee finds none, and a theme with
 * too few words ends in a clear error after a bounded number of layouts, never an endless loop.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { generateWithStats } from './generator';
import { gridFaults } from './grid-check';
import { LEVEL_RULES, LEVELS } from './levels';

const COMMON: string[] = vi.hoisted(() => [
  'THE',
  'AND',
  'EAT',
  'TEA',
  'ATE',
  'ETA',
  'TEN',
  'NET',
  'SET',
  'SEA',
  'TOE',
  'ONE',
  'NOT',
  'TON',
  'HER',
  'HIS',
  'EAR',
  'ERA',
  'ARE',
  'RAN',
]);

vi.mock('./offensive-words', () => ({ OFFENSIVE_WORDS: COMMON }));
vi.mock('./themes', () => ({
  WORDSEARCH_THEMES: [
    {
      id: 'animals',
      title: 'Animals',
      words: [
        'BADGER',
        'BEAVER',
        'CAMEL',
        'DONKEY',
        'FALCON',
        'FERRET',
        'GIRAFFE',
        'GORILLA',
        'HAMSTER',
        'JAGUAR',
        'KOALA',
        'LEMUR',
        'LIZARD',
        'MONKEY',
        'PANDA',
        'PARROT',
        'PENGUIN',
        'RABBIT',
        'SQUIRREL',
        'WALRUS',
        'ZEBRA',
        'KAYAK',
        'RADAR',
        'CAT',
        'CATFISH',
        'TAC',
      ],
    },
    { id: 'tiny', title: 'Tiny', words: ['CAT', 'DOG', 'COW'] },
    { id: 'bad', title: 'Bad: title', words: ['PIG', 'HEN'] },
  ],
}));

describe('generation under pressure', () => {
  it.each(LEVELS.map((l) => l.id))('%s: redraws filler until no common trigram shows, proven by the referee', (level) => {
    let refills = 0;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = generateWithStats(level, createSeededRandom(`pressure-${level}-${seed}`));
        refills += result.refills;
        expect(result.puzzle.split(':')[2]).toBe('Animals');
        expect(gridFaults(result.puzzle, result.solution, LEVEL_RULES[level].directions, COMMON)).toEqual([]);
      }),
      { numRuns: 30 },
    );
    // The filler spells these all the time: the proof really caught and redrew them.
    expect(refills).toBeGreaterThan(30);
  });

  it('gives up with a clear error when no theme can fill a grid', async () => {
    vi.resetModules();
    vi.doMock('./themes', () => ({ WORDSEARCH_THEMES: [{ id: 'tiny', title: 'Tiny', words: ['CAT', 'DOG', 'COW'] }] }));
    const { generate } = await import('./generator');
    expect(() => generate('easy', createSeededRandom('none'))).toThrow('wordsearch: no proven easy grid in 200 layouts');
    vi.doUnmock('./themes');
  });
});
