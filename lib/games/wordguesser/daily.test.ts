import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAILY_EPOCH, dailyAnswer, randomAnswer } from './daily';
import { createDailySchedule, daysBetween, isDay } from './daily-schedule';
import { createSeededRandom } from '../2048/seeded-random';
import { ANSWERS } from './words';

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('dailyAnswer', () => {
  it('is deterministic and an answer', () => {
    expect(dailyAnswer('2026-11-23')).toBe(dailyAnswer('2026-11-23'));
    expect(ANSWERS).toContain(dailyAnswer('2026-11-23'));
  });

  it('is pinned: the schedule must not change under players (seed, epoch, shuffle or list)', () => {
    // If this fails, the dailies already played would change: update only with a reason.
    const pinned = ['2026-01-01', '2026-11-23', '2027-06-15', '2030-02-28'].map(dailyAnswer);
    expect(pinned).toMatchInlineSnapshot(`
      [
        "flunk",
        "blind",
        "pleat",
        "steal",
      ]
    `);
  });

  it('repeats no word within a cycle, and a cycle uses every answer', () => {
    const cycle = Array.from({ length: ANSWERS.length }, (_, i) => dailyAnswer(addDays(DAILY_EPOCH, i)));
    expect(new Set(cycle).size).toBe(ANSWERS.length);
  });

  it('starts a new order after the list is used up, without repeating across the boundary', () => {
    const n = ANSWERS.length;
    const first = Array.from({ length: n }, (_, i) => dailyAnswer(addDays(DAILY_EPOCH, i)));
    const second = Array.from({ length: n }, (_, i) => dailyAnswer(addDays(DAILY_EPOCH, n + i)));
    expect(new Set(second).size).toBe(n);
    expect(second).not.toEqual(first);
    expect(second[0]).not.toBe(first[n - 1]);
  });

  it('works before the epoch and refuses malformed days', () => {
    expect(ANSWERS).toContain(dailyAnswer('2025-12-31'));
    for (const bad of ['2026-02-30', '2026-1-01', '20260101', '', 'today']) expect(() => dailyAnswer(bad)).toThrow(RangeError);
  });
});

describe('createDailySchedule', () => {
  it('needs three words or more', () => {
    expect(() => createDailySchedule(['aaa', 'bbb'], '2026-01-01', 's')).toThrow(RangeError);
  });

  it('for any list, every cycle is a permutation and no word comes twice in a row', () => {
    const words = fc.uniqueArray(fc.string({ unit: fc.constantFrom(...'abcdef'), minLength: 3, maxLength: 3 }), {
      minLength: 3,
      maxLength: 12,
    });
    fc.assert(
      fc.property(words, fc.string(), (list, seed) => {
        const schedule = createDailySchedule(list, '2026-01-01', seed);
        const days = Array.from({ length: list.length * 4 }, (_, i) => schedule.wordFor(addDays('2026-01-01', i - list.length)));
        for (let c = 0; c < 4; c++) expect(new Set(days.slice(c * list.length, (c + 1) * list.length)).size).toBe(list.length);
        days.forEach((w, i) => i > 0 && expect(w).not.toBe(days[i - 1]));
      }),
    );
  });
});

describe('days', () => {
  it('isDay and daysBetween', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-01-01', '2025-12-31')).toBe(-1);
  });
});

describe('randomAnswer', () => {
  it('draws answers deterministically from the random source', () => {
    const a = Array.from({ length: 5 }, ((r) => () => randomAnswer(r))(createSeededRandom('p')));
    const b = Array.from({ length: 5 }, ((r) => () => randomAnswer(r))(createSeededRandom('p')));
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
