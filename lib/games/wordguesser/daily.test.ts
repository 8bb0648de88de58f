import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { chooseDailyWord, dailyAnswer, randomAnswer } from './daily';
import { engine } from './engine';
import { ANSWERS } from './words';
import { runs } from '@/tests/support/property-runs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** A shuffle of the list for the tests (Fisher-Yates with the given source). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const seeds = fc.string({ minLength: 1, maxLength: 12 });

describe('the daily answer', () => {
  it('never repeats an earlier daily while an unused answer remains', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: ANSWERS.length - 1 }), fc.integer({ min: 1, max: 5 }), (seed, used, tail) => {
        // The past: `used` distinct answers (newest first), the last few of them also used twice.
        const past = shuffled(ANSWERS, createSeededRandom(`past ${seed}`)).slice(0, used);
        const history = [...past, ...past.slice(0, tail)];
        const chosen = dailyAnswer(createSeededRandom(seed), history);
        expect(ANSWERS).toContain(chosen);
        expect(history).not.toContain(chosen);
      }),
      { numRuns: runs(200) },
    );
  });

  it('takes the only unused answer when one remains', () => {
    const last = ANSWERS[123]!;
    const past = shuffled(
      ANSWERS.filter((w) => w !== last),
      createSeededRandom('all but one'),
    );
    for (const seed of ['a', 'b', 'c']) expect(dailyAnswer(createSeededRandom(seed), past)).toBe(last);
  });

  it('once every answer was used, draws among the quarter used longest ago, not always the same', () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${String(i).padStart(2, '0')}`);
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 3 }), (seed, cycles) => {
        // Every word used `cycles` times, in a different order each cycle; newest first.
        const history = Array.from({ length: cycles }, (_, c) => shuffled(words, createSeededRandom(`${seed}:${c}`))).flat();
        // A word's last use is its first place in the history (newest first): the ten latest places.
        const oldest = new Set([...words].sort((a, b) => history.indexOf(b) - history.indexOf(a)).slice(0, 10));
        const chosen = chooseDailyWord(words, createSeededRandom(`draw ${seed}`), history);
        expect(oldest.has(chosen), `${chosen} was used ${history.indexOf(chosen)} dailies ago`).toBe(true);
      }),
    );
    const history = shuffled(words, createSeededRandom('one order'));
    const drawn = new Set(Array.from({ length: 60 }, (_, i) => chooseDailyWord(words, createSeededRandom(`source ${i}`), history)));
    expect(drawn.size).toBeGreaterThan(5);
  });

  it('differs with the random source: different sources, different words', () => {
    const past = ANSWERS.slice(0, 300);
    const drawn = Array.from({ length: 50 }, (_, i) => dailyAnswer(createSeededRandom(`server ${i}`), past));
    // 50 draws among 1,550 unused words: a few may coincide, most must not.
    expect(new Set(drawn).size).toBeGreaterThan(40);
    // The same source in the same state gives the same word (the random source is all it depends on).
    expect(dailyAnswer(createSeededRandom('same'), past)).toBe(dailyAnswer(createSeededRandom('same'), past));
  });

  it('comes from the engine with the random source and the past dailies', () => {
    const past = ANSWERS.slice(1).map((answer) => ({ answer, guesses: [], hardMode: false }));
    expect(engine.newDaily!(createSeededRandom('engine'), past)).toEqual({
      puzzle: '5x6',
      state: { answer: ANSWERS[0], guesses: [], hardMode: false },
    });
    const a = engine.newDaily!(createSeededRandom('server a'), []);
    const b = engine.newDaily!(createSeededRandom('server b'), []);
    expect(a.state.answer).not.toBe(b.state.answer);
    // The public puzzle text says nothing about the word.
    expect(a.puzzle).toBe(b.puzzle);
  });

  it('cannot be computed from a day: nothing in Word Guesser seeds a random source or reads a date', () => {
    const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sources).toContain('daily.ts');
    for (const file of sources) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      // A seeded source, a date or an epoch is what made each day's word a function of the day.
      expect(text, file).not.toMatch(/seeded-random|createSeededRandom|seededShuffle|\bDate\b|EPOCH/);
    }
    // The daily takes the server's random source and the past dailies, and no day.
    expect(engine.newDaily!.length).toBe(2);
  });
});

describe('randomAnswer', () => {
  it('draws answers from the random source', () => {
    const a = Array.from(
      { length: 5 },
      (
        (r) => () =>
          randomAnswer(r)
      )(createSeededRandom('p')),
    );
    const b = Array.from(
      { length: 5 },
      (
        (r) => () =>
          randomAnswer(r)
      )(createSeededRandom('p')),
    );
    expect(a).toEqual(b);
    for (const w of a) expect(ANSWERS).toContain(w);
    expect(randomAnswer(() => 0)).toBe(ANSWERS[0]);
    expect(randomAnswer(() => 0.999999999)).toBe(ANSWERS.at(-1));
  });

  it('skips words already seen while unseen ones remain', () => {
    const last = ANSWERS.at(-1)!;
    const seen = new Set(ANSWERS.slice(0, -1));
    expect(randomAnswer(() => 0, seen)).toBe(last);
    expect(ANSWERS).toContain(randomAnswer(() => 0.5, new Set(ANSWERS)));
  });
});
