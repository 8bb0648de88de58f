/** localStorage for the best score and the game in progress. Storage may be missing, full or hold junk. */
import { MAX_TILE, CELL_COUNT, restoreSession, toSavedGame, type GameSession } from '@/lib/games/2048';

export const BEST_KEY = 'puzzle-games:2048:best';
export const GAME_KEY = 'puzzle-games:2048:game';

/** No board can sum to more. */
const MAX_SCORE = MAX_TILE * CELL_COUNT;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Full or blocked storage: the game goes on without saving.
  }
}

/** A stored best score, or 0 for anything that is not a plain non-negative integer in range. */
export function parseBest(raw: string | null): number {
  if (raw === null || !/^\d{1,8}$/.test(raw.trim())) return 0;
  const value = Number(raw.trim());
  return value <= MAX_SCORE ? value : 0;
}

export function loadBest(): number {
  return parseBest(read(BEST_KEY));
}

/** Never lowers the stored value (another tab may have set a higher one). */
export function saveBest(best: number): void {
  if (!Number.isInteger(best) || best < 0 || best > MAX_SCORE) return;
  if (best > loadBest()) write(BEST_KEY, String(best));
}

export function parseSavedGame(raw: string | null): GameSession | null {
  if (raw === null) return null;
  try {
    return restoreSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function loadGame(): GameSession | null {
  return parseSavedGame(read(GAME_KEY));
}

/** A finished game is forgotten, so a reload starts afresh. */
export function saveGame(session: GameSession): void {
  write(GAME_KEY, session.over ? null : JSON.stringify(toSavedGame(session)));
}

export function createLocalSeed(): string {
  const bytes = new Uint8Array(12);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `local-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
