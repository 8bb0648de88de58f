import { describe, expect, it } from 'vitest';
import { formatClock, spokenDuration } from './duration';

describe('formatClock, the one time format', () => {
  it('shows m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(59)).toBe('0:59');
    expect(formatClock(60)).toBe('1:00');
    expect(formatClock(78)).toBe('1:18');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3661)).toBe('1:01:01');
    expect(formatClock(36_000)).toBe('10:00:00');
  });

  it('floors fractions and treats junk as zero', () => {
    expect(formatClock(61.9)).toBe('1:01');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('spokenDuration', () => {
  it('reads a duration in words', () => {
    expect(spokenDuration(0)).toBe('0 seconds');
    expect(spokenDuration(59)).toBe('59 seconds');
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(401)).toBe('6 minutes 41 seconds');
    expect(spokenDuration(3600)).toBe('1 hour');
    expect(spokenDuration(3661)).toBe('1 hour 1 minute 1 second');
  });
});
