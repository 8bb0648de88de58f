/**
 * What survives a reload, in localStorage: per game, the play in progress for each mode (its id:
 * the server keeps its clock and puzzle) and, per play id, the view's own history (moves, notes).
 * Storage may be missing, full, blocked or hold junk: every read is checked, every write may fail.
 */
import { parseHistory, type History } from './history';
import { browserStorage } from './browser-storage';

export type PlayMode = 'daily' | 'practice';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'puzzle-games';
const PLAY_ID = /^[A-Za-z0-9-]{1,64}$/;

export const currentKey = (game: string, mode: PlayMode) => `${PREFIX}:${game}:current:${mode}`;
export const historyKey = (game: string, playId: string) => `${PREFIX}:${game}:play:${playId}`;
export const preferenceKey = (game: string) => `${PREFIX}:${game}:choice`;

export function createResumeStorage(game: string, store: KeyValueStore | null = browserStorage()) {
  const read = (key: string): string | null => {
    try {
      return store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) store?.removeItem(key);
      else store?.setItem(key, value);
    } catch {
      // Full or blocked storage: the game goes on, it just will not resume.
    }
  };
  const readJson = (key: string): unknown => {
    const raw = read(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  };

  return {
    /** The play in progress in this mode, if one was started here. */
    currentPlay(mode: PlayMode): string | null {
      const id = read(currentKey(game, mode));
      return id !== null && PLAY_ID.test(id) ? id : null;
    },
    /** Makes a play the current one of its mode; the history of the one it replaces is dropped. */
    setCurrentPlay(mode: PlayMode, playId: string): void {
      const before = this.currentPlay(mode);
      if (before !== null && before !== playId) write(historyKey(game, before), null);
      write(currentKey(game, mode), playId);
    },
    /** Forgets a finished or unknown play and its history. */
    forgetPlay(mode: PlayMode, playId: string): void {
      if (this.currentPlay(mode) === playId) write(currentKey(game, mode), null);
      write(historyKey(game, playId), null);
    },
    loadHistory<State>(playId: string, parseState: (value: unknown) => State | null): History<State> | null {
      return parseHistory(readJson(historyKey(game, playId)), parseState);
    },
    saveHistory<State>(playId: string, history: History<State>): void {
      write(historyKey(game, playId), JSON.stringify(history));
    },
    /** The mode and level the player last chose, to open the page on them again. */
    choice(): { mode: PlayMode; level: string | null } | null {
      const raw = readJson(preferenceKey(game));
      if (typeof raw !== 'object' || raw === null) return null;
      const { mode, level } = raw as Record<string, unknown>;
      if (mode !== 'daily' && mode !== 'practice') return null;
      return { mode, level: typeof level === 'string' && level.length <= 40 ? level : null };
    },
    saveChoice(mode: PlayMode, level: string | null): void {
      write(preferenceKey(game), JSON.stringify({ mode, level }));
    },
  };
}

export type ResumeStorage = ReturnType<typeof createResumeStorage>;
