import { describe, expect, it } from 'vitest';
import { levelListEnd } from '@/lib/games/chess/puzzle-rules';
import { canGoNext, canGoPrevious, canShowMore, levelEntries, levelLabel, levelMark, showMore } from './level-list';

describe('level list bounds', () => {
  it('lists 1..min(visible, progress + 50, 2000)', () => {
    expect(levelEntries(50, 0)).toHaveLength(50);
    expect(levelEntries(100, 10)).toHaveLength(60);
    expect(levelEntries(200, 120)).toHaveLength(170);
    expect(levelEntries(5000, 2000)).toHaveLength(2000);
  });
});

describe('show more', () => {
  it('grows by 50 while something more can show', () => {
    expect(showMore(50)).toBe(100);
    expect(canShowMore(50, 0)).toBe(false);
    expect(canShowMore(50, 1)).toBe(true);
    expect(canShowMore(100, 60)).toBe(true);
    expect(canShowMore(150, 60)).toBe(false);
    expect(canShowMore(1950, 2000)).toBe(true);
    expect(canShowMore(2000, 2000)).toBe(false);
  });

  it('reaches every open level by repeated clicks', () => {
    let visible = 50;
    const progress = 333;
    while (canShowMore(visible, progress)) visible = showMore(visible);
    expect(levelListEnd(visible, progress)).toBe(383);
  });
});

describe('marks', () => {
  it('marks completed, current and open levels', () => {
    expect(levelMark(3, 3)).toBe('completed');
    expect(levelMark(4, 3)).toBe('current');
    expect(levelMark(5, 3)).toBe('open');
    expect(levelMark(1, 0)).toBe('current');
    expect(levelMark(2000, 2000)).toBe('completed');
  });

  it('labels levels for screen readers', () => {
    expect(levelLabel(3, 3)).toBe('Level 3, completed');
    expect(levelLabel(4, 3)).toBe('Level 4, current');
    expect(levelLabel(9, 3)).toBe('Level 9');
    const entries = levelEntries(50, 3);
    expect(entries).toHaveLength(50);
    expect(entries[0]).toEqual({ idx: 1, mark: 'completed', label: 'Level 1, completed' });
    expect(entries[3]).toEqual({ idx: 4, mark: 'current', label: 'Level 4, current' });
  });
});

describe('previous and next arrows', () => {
  it('disables previous at 1 and next past progress + 50 or 2000', () => {
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
    expect(canGoNext(1, 0)).toBe(true);
    expect(canGoNext(50, 0)).toBe(false);
    expect(canGoNext(49, 0)).toBe(true);
    expect(canGoNext(1999, 2000)).toBe(true);
    expect(canGoNext(2000, 2000)).toBe(false);
  });
});
