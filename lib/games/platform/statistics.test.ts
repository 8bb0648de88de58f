import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameStatistics, streaks } from './statistics';

describe('daily streaks', () => {
  it('counts the current run up to today, or yesterday while today is still open', () => {
    const days = ['2026-11-18', '2026-11-20', '2026-11-21', '2026-11-22'];
    expect(streaks(days, '2026-11-22')).toEqual({ current: 3, longest: 3 });
    expect(streaks(days, '2026-11-23')).toEqual({ current: 3, longest: 3 });
    expect(streaks(days, '2026-11-24')).toEqual({ current: 0, longest: 3 });
    expect(streaks([...days, '2026-11-23'], '2026-11-23')).toEqual({ current: 4, longest: 4 });
    expect(streaks([], '2026-11-23')).toEqual({ current: 0, longest: 0 });
  });

  it('runs across month and year ends, ignoring order and repeats', () => {
    expect(streaks(['2027-01-01', '2026-12-31', '2026-12-30', '2026-12-31'], '2027-01-01')).toEqual({ current: 3, longest: 3 });
    expect(streaks(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-02')).toEqual({ current: 3, longest: 3 });
  });

  it('never reports a current streak longer than the longest, nor longer than the days won', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 40 }), day, (days, today) => {
        const { current, longest } = streaks(days, today);
        expect(current).toBeLessThanOrEqual(longest);
        expect(longest).toBeLessThanOrEqual(new Set(days).size);
      }),
    );
  });
});

describe('game statistics', () => {
  it('gives whole win percentages and copies best times', () => {
    expect(gameStatistics({ played: 3, won: 2, bestSeconds: { easy: 61 }, dailyWinDays: [] }, '2026-11-23')).toEqual({
      played: 3,
      won: 2,
      winPercent: 67,
      currentStreak: 0,
      longestStreak: 0,
      bestSeconds: { easy: 61 },
      distribution: {},
      byLevel: {},
    });
    expect(gameStatistics(undefined, '2026-11-23')).toMatchObject({ played: 0, winPercent: 0, distribution: {} });
  });

  it('copies the wins per score (the guess distribution) of games that score their wins', () => {
    const summary = { played: 5, won: 4, bestSeconds: {}, dailyWinDays: [], distribution: { '3': 3, '5': 1 } };
    expect(gameStatistics(summary, '2026-11-23').distribution).toEqual({ '3': 3, '5': 1 });
  });

  it('copies the plays, wins and lowest winning score per level (Solitaire: fewest moves per mode)', () => {
    const byLevel = { 'draw-1': { played: 3, won: 2, bestScore: 141 }, 'draw-3': { played: 1, won: 0, bestScore: null } };
    const statistics = gameStatistics({ played: 4, won: 2, bestSeconds: {}, dailyWinDays: [], byLevel }, '2026-11-23');
    expect(statistics.byLevel).toEqual(byLevel);
    expect(statistics.byLevel).not.toBe(byLevel);
  });
});
