import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  canShowMore,
  highestOpenLevel,
  levelEntries,
  levelLabel,
  levelListEnd,
  levelMark,
  nextLevel,
  showMore,
} from './level-list';

describe('level list bounds', () => {
  it('shows 1..min(visible, progress + 50, 2000)', () => {
    expect(levelListEnd(50, 0)).toBe(50);
    expect(levelListEnd(100, 0)).toBe(50);
    expect(levelListEnd(50, 10)).toBe(50);
    expect(levelListEnd(100, 10)).toBe(60);
    expect(levelListEnd(150, 120)).toBe(150);
    expect(levelListEnd(200, 120)).toBe(170);
  });

  it('caps at 2000', () => {
    expect(highestOpenLevel(1990)).toBe(2000);
    expect(highestOpenLevel(2000)).toBe(2000);
    expect(levelListEnd(5000, 1999)).toBe(2000);
    expect(levelEntries(5000, 2000)).toHaveLength(2000);
    expect(nextLevel(1999)).toBe(2000);
    expect(nextLevel(2000)).toBe(2000);
  });

  it('starts the next puzzle at progress + 1', () => {
    expect(nextLevel(0)).toBe(1);
    expect(nextLevel(11)).toBe(12);
    expect(nextLevel(-3)).toBe(1);
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
