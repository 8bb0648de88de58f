import { describe, expect, it, vi } from 'vitest';
import type { AnyHiddenEngine } from '@/lib/games/hidden-state-engine';
import { createReadStates } from './pooled-states';

/** An engine whose parseState and publicView are counted: a state is `{ n }` with n ≥ 0. */
function countedEngine() {
  const parseState = vi.fn((value: unknown) => {
    const n = (value as { n?: unknown }).n;
    return typeof n === 'number' && n >= 0 ? { n } : null;
  });
  const publicView = vi.fn((state: unknown) => ({ shown: (state as { n: number }).n }));
  return { engine: { parseState, publicView } as unknown as AnyHiddenEngine, parseState, publicView };
}

describe('stored starting states read once per process', () => {
  it('reads a text once: the same state and view on every later new play of it', () => {
    const { engine, parseState, publicView } = countedEngine();
    const read = createReadStates();
    const first = read(engine, '{"n":3}');
    expect(first).toEqual({ state: { n: 3 }, view: { shown: 3 } });
    expect(read(engine, '{"n":3}')).toBe(first);
    expect(read(engine, '{"n":4}')).toEqual({ state: { n: 4 }, view: { shown: 4 } });
    expect(parseState).toHaveBeenCalledTimes(2);
    expect(publicView).toHaveBeenCalledTimes(2);
  });

  it('answers a text its engine refuses as null, every time, without a view', () => {
    const { engine, parseState, publicView } = countedEngine();
    const read = createReadStates();
    expect(read(engine, '{"n":-1}')).toBeNull();
    expect(read(engine, '{"n":-1}')).toBeNull();
    expect(parseState).toHaveBeenCalledTimes(1);
    expect(publicView).not.toHaveBeenCalled();
  });

  it('keeps each engine apart: one text read by two engines is read by each', () => {
    const a = countedEngine();
    const b = countedEngine();
    const read = createReadStates();
    read(a.engine, '{"n":1}');
    read(b.engine, '{"n":1}');
    expect(a.parseState).toHaveBeenCalledTimes(1);
    expect(b.parseState).toHaveBeenCalledTimes(1);
  });

  it('holds at most its limit, the oldest going first', () => {
    const { engine, parseState } = countedEngine();
    const read = createReadStates(2);
    read(engine, '{"n":1}');
    read(engine, '{"n":2}');
    read(engine, '{"n":3}');
    read(engine, '{"n":3}');
    read(engine, '{"n":2}');
    expect(parseState).toHaveBeenCalledTimes(3);
    read(engine, '{"n":1}');
    expect(parseState).toHaveBeenCalledTimes(4);
  });
});
