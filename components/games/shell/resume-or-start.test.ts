import { describe, expect, it } from 'vitest';
import { PlayApiError, type PlayApi, type PlayView } from './play-api';
import { resumeOrStart } from './resume-or-start';
import { createResumeStorage } from './resume-storage';

const playView = (over: Partial<PlayView>): PlayView => ({
  playId: 'p',
  game: 'sudoku',
  mode: 'practice',
  level: 'easy',
  day: '2026-11-23',
  puzzle: '.',
  status: 'playing',
  elapsedSeconds: 0,
  paused: false,
  hints: 0,
  checks: 0,
  ...over,
});

/** An API whose get answers `stored` (or throws it) and whose start answers a new play; it records its calls. */
function fakeApi(stored: PlayView | Error) {
  const calls: string[] = [];
  const api = {
    get: async (id: string) => {
      calls.push(`get ${id}`);
      if (stored instanceof Error) throw stored;
      return stored;
    },
    start: async (mode: string, level?: string, paused = false) => {
      calls.push(`start ${mode} ${level ?? '-'}${paused ? ' paused' : ''}`);
      return playView({ playId: 'new', mode: mode as PlayView['mode'], level: level ?? 'daily' });
    },
  } as unknown as PlayApi;
  return { api, calls };
}

function storageWith(practice: string | null) {
  const map = new Map<string, string>();
  const storage = createResumeStorage('sudoku', {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  });
  if (practice) storage.setCurrentPlay('practice', practice);
  storage.setCurrentPlay('daily', 'old-daily');
  return storage;
}

describe('resumeOrStart', () => {
  it('resumes the practice play this browser left while it is being played at the chosen level', async () => {
    const { api, calls } = fakeApi(playView({ playId: 'left' }));
    expect((await resumeOrStart(api, storageWith('left'), 'practice', 'easy', false)).playId).toBe('left');
    expect(calls).toEqual(['get left']);
  });

  it('starts a new play when the left one is gone, over, of another level, or a new puzzle is asked for', async () => {
    for (const [stored, level, fresh] of [
      [new PlayApiError(404, 'gone'), 'easy', false],
      [playView({ playId: 'left', status: 'won' }), 'easy', false],
      [playView({ playId: 'left', level: 'hard' }), 'easy', false],
      [playView({ playId: 'left' }), 'easy', true],
    ] as const) {
      const { api, calls } = fakeApi(stored);
      expect((await resumeOrStart(api, storageWith('left'), 'practice', level, fresh)).playId).toBe('new');
      expect(calls.at(-1)).toBe('start practice easy');
    }
  });

  it('asks the server for the daily every time, and lets any other failure through', async () => {
    const daily = fakeApi(playView({ playId: 'left' }));
    expect((await resumeOrStart(daily.api, storageWith('left'), 'daily', 'easy', false)).playId).toBe('new');
    expect(daily.calls).toEqual(['start daily -']);
    // A game with a daily per level names the level it asks for.
    const levelled = fakeApi(playView({ playId: 'left' }));
    expect((await resumeOrStart(levelled.api, storageWith('left'), 'daily', 'hard', false, true)).playId).toBe('new');
    expect(levelled.calls).toEqual(['start daily hard']);
    // Behind a first visit's how-to card, the play is asked for paused.
    const behindCard = fakeApi(playView({ playId: 'left' }));
    await resumeOrStart(behindCard.api, storageWith(null), 'daily', 'easy', false, false, true);
    expect(behindCard.calls).toEqual(['start daily - paused']);
    const down = fakeApi(new PlayApiError(503, 'down'));
    await expect(resumeOrStart(down.api, storageWith('left'), 'practice', 'easy', false)).rejects.toThrow('down');
  });
});
