import { describe, expect, it } from 'vitest';
import { startHistory, record } from './history';
import { createResumeStorage, currentKey, historyKey } from './resume-storage';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const parseString = (v: unknown) => (typeof v === 'string' ? v : null);

describe('resume storage', () => {
  it('remembers the current play per mode and its history, and forgets both when asked', () => {
    const store = memoryStore();
    const storage = createResumeStorage('sudoku', store);
    expect(storage.currentPlay('practice')).toBeNull();
    storage.setCurrentPlay('practice', 'play-1');
    storage.setCurrentPlay('daily', 'play-d');
    const history = record(startHistory('a'), 'b');
    storage.saveHistory('play-1', history);
    expect(storage.currentPlay('practice')).toBe('play-1');
    expect(storage.loadHistory('play-1', parseString)).toEqual(history);

    storage.forgetPlay('practice', 'play-1');
    expect(storage.currentPlay('practice')).toBeNull();
    expect(storage.loadHistory('play-1', parseString)).toBeNull();
    expect(storage.currentPlay('daily')).toBe('play-d');
  });

  it('drops the history of a play replaced by a new one of the same mode', () => {
    const store = memoryStore();
    const storage = createResumeStorage('sudoku', store);
    storage.setCurrentPlay('practice', 'old');
    storage.saveHistory('old', startHistory('x'));
    storage.setCurrentPlay('practice', 'new');
    expect(store.map.has(historyKey('sudoku', 'old'))).toBe(false);
    expect(storage.currentPlay('practice')).toBe('new');
  });

  it('ignores junk and survives storage that throws', () => {
    const store = memoryStore();
    store.map.set(currentKey('sudoku', 'practice'), '../../etc');
    store.map.set(historyKey('sudoku', 'p'), '{not json');
    const storage = createResumeStorage('sudoku', store);
    expect(storage.currentPlay('practice')).toBeNull();
    expect(storage.loadHistory('p', parseString)).toBeNull();

    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const broken = createResumeStorage('sudoku', throwing);
    expect(() => broken.setCurrentPlay('daily', 'a')).not.toThrow();
    expect(broken.currentPlay('daily')).toBeNull();
    expect(createResumeStorage('sudoku', null).choice()).toBeNull();
  });

  it('keeps the last mode and level chosen, only when well-formed', () => {
    const store = memoryStore();
    const storage = createResumeStorage('sudoku', store);
    expect(storage.choice()).toBeNull();
    storage.saveChoice('practice', 'hard');
    expect(storage.choice()).toEqual({ mode: 'practice', level: 'hard' });
    store.map.set('puzzle-games:sudoku:choice', JSON.stringify({ mode: 'weekly', level: 'hard' }));
    expect(storage.choice()).toBeNull();
  });
});
