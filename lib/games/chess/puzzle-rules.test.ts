import { describe, expect, it } from 'vitest';
import { checkStart, dailyLimit, dailyLimitText, highestOpenLevel, levelListEnd, lockState, nextLevel, utcDay } from './puzzle-rules';

const progress = (easy: number, medium = 0, hard = 0) => ({ easy, medium, hard });

describe('puzzle rules', () => {
  it('limits puzzles per day by tier: anonymous or unknown 1, free 3, premium and admin unlimited', () => {
    expect([dailyLimit('anonymous'), dailyLimit('unknown'), dailyLimit('free'), dailyLimit('premium'), dailyLimit('admin')]).toEqual([
      1,
      1,
      3,
      null,
      null,
    ]);
    expect([dailyLimitText('anonymous'), dailyLimitText('free'), dailyLimitText('premium')]).toEqual(['1', '3', 'Unlimited']);
  });

  it('uses the UTC date as the day, whatever the local time zone', () => {
    expect(utcDay(new Date('2026-11-21T23:59:59.999Z'))).toBe('2026-11-21');
    expect(utcDay(new Date('2026-11-22T00:00:00.000Z'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-22T01:30:00+02:00'))).toBe('2026-11-21');
  });

  it('unlocks easy always, medium after all of easy, hard after all of medium, with the spec texts', () => {
    expect(lockState('easy', progress(0))).toEqual({ locked: false, reason: null });
    expect(lockState('medium', progress(0))).toEqual({ locked: true, reason: 'Complete all Easy puzzles first (2000 left)' });
    expect(lockState('medium', progress(1999))).toEqual({ locked: true, reason: 'Complete all Easy puzzles first (1 left)' });
    expect(lockState('medium', progress(2000))).toEqual({ locked: false, reason: null });
    expect(lockState('hard', progress(2000, 1500))).toEqual({ locked: true, reason: 'Complete all Medium puzzles first (500 left)' });
    expect(lockState('hard', progress(2000, 2000))).toEqual({ locked: false, reason: null });
  });

  it('bounds the level list by visible, progress + 50 and 2000', () => {
    expect(levelListEnd(50, 0)).toBe(50);
    expect(levelListEnd(100, 0)).toBe(50);
    expect(levelListEnd(100, 70)).toBe(100);
    expect(levelListEnd(50, 70)).toBe(50);
    expect(levelListEnd(2050, 1990)).toBe(2000);
    expect(levelListEnd(5000, 1999)).toBe(2000);
    expect(highestOpenLevel(1990)).toBe(2000);
    expect(highestOpenLevel(2000)).toBe(2000);
  });

  it('starts the next puzzle at progress + 1, capped at 2000', () => {
    expect(nextLevel(0)).toBe(1);
    expect(nextLevel(41)).toBe(42);
    expect(nextLevel(-3)).toBe(1);
    expect(nextLevel(1999)).toBe(2000);
    expect(nextLevel(2000)).toBe(2000);
  });

  it('refuses locked difficulties, levels past progress + 50 and past 2000', () => {
    expect(checkStart('easy', 50, progress(0))).toBeNull();
    expect(checkStart('easy', 51, progress(0))?.code).toBe('too_far');
    expect(checkStart('easy', 2001, progress(2000))).toEqual({ code: 'no_more', message: 'No more puzzles in this difficulty' });
    expect(checkStart('medium', 1, progress(10))).toEqual({ code: 'locked', message: 'Complete all Easy puzzles first (1990 left)' });
  });
});
