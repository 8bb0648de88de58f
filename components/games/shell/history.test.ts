import { describe, expect, it } from 'vitest';
import { MAX_UNDO_STEPS, parseHistory, record, redo, startHistory, undo } from './history';

describe('history', () => {
  it('undoes and redoes steps in order; a new step after undo drops the redo branch', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h).toEqual({ past: [], present: 'a', future: ['b', 'c'] });
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'x');
    expect(h).toEqual({ past: ['a', 'b'], present: 'x', future: [] });
    expect(redo(h)).toBe(h);
  });

  it('records nothing when the state did not change', () => {
    const state = { grid: '..' };
    const h = startHistory(state);
    expect(record(h, state)).toBe(h);
  });

  it('keeps at most MAX_UNDO_STEPS steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= MAX_UNDO_STEPS + 5; i++) h = record(h, i);
    expect(h.past).toHaveLength(MAX_UNDO_STEPS);
    expect(h.past[0]).toBe(5);
  });

  it('parses a stored history only when every state is valid', () => {
    const parse = (v: unknown) => (typeof v === 'number' ? v : null);
    expect(parseHistory({ past: [1, 2], present: 3, future: [4] }, parse)).toEqual({ past: [1, 2], present: 3, future: [4] });
    expect(parseHistory({ past: [1, 'x'], present: 3, future: [] }, parse)).toBeNull();
    expect(parseHistory({ past: [], present: 'x', future: [] }, parse)).toBeNull();
    expect(parseHistory({ present: 3 }, parse)).toBeNull();
    expect(parseHistory(null, parse)).toBeNull();
    expect(parseHistory('junk', parse)).toBeNull();
  });
});
