import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import type { TodaysPuzzles } from '@/lib/games/platform/todays-puzzles';
import { freshPglite } from '@/tests/support/databases';
import { DAILY_GAMES } from '@/lib/games/catalogue';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { dailyLevelsIn } from '@/lib/games/platform/daily-levels';
import { todaysDailies } from '@/lib/games/platform/todays-puzzles';

// The route as Next.js runs it, with its request context stood in: the caller its cookies name, and the database.
const context = vi.hoisted(() => ({ key: null as string | null, store: undefined as unknown, down: false }));
vi.mock('@/lib/db/database', () => ({
  getStore: async () => {
    if (context.down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    return context.store;
  },
}));
vi.mock('@/lib/auth/viewer', () => ({ getKnownCallerKey: async () => context.key }));

const { GET } = await import('./route');

let sql: SqlExecutor;
let store: Store;
const today = () => new Date().toISOString().slice(0, 10);
const get = async (query = '') => GET(new Request(`http://localhost/api/games/today${query}`));

describe('GET /api/games/today', () => {
  beforeAll(async () => {
    sql = await freshPglite();
    store = createStore(sql);
    context.store = store;
    // The player "anon-owner" is solving today's Sudoku.
    const puzzle = await store.gamePlays.createDaily('sudoku', today(), { level: 'medium', puzzle: 'p', solution: 's' });
    await store.gamePlays.createPlay({
      gameSlug: 'sudoku',
      playerKey: 'anon-owner',
      mode: 'daily',
      level: 'medium',
      day: today(),
      puzzleId: puzzle.id,
    });
  });
  afterAll(() => sql.close());

  it("answers the caller's day, uncached, with each daily's level from its engine", async () => {
    context.key = 'anon-owner';
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as TodaysPuzzles;
    expect(body.day).toBe(today());
    const sudoku = body.games.find((g) => g.game === 'sudoku');
    expect(sudoku).toMatchObject({ status: 'in-progress', level: 'Medium' });
    expect(body.games.find((g) => g.game === 'queenie')).toMatchObject({ status: 'not-started', level: 'Medium' });
  });

  it("ignores anything in the query: another player's day cannot be asked for", async () => {
    context.key = 'anon-stranger';
    for (const query of ['?player=anon-owner', '?key=anon-owner&day=2020-01-01', '?game=sudoku', '?%ZZ']) {
      const response = await get(query);
      expect(response.status).toBe(200);
      const body = (await response.json()) as TodaysPuzzles;
      expect(body.day).toBe(today());
      expect(body.games.find((g) => g.game === 'sudoku')?.status).toBe('not-started');
    }
  });

  it('answers a caller with no key yet (a first visit) with nothing started', async () => {
    context.key = null;
    const body = (await (await get()).json()) as TodaysPuzzles;
    // One entry per daily: a game with a daily per level (engine dailyLevels) has one for each.
    expect(body.games).toHaveLength(todaysDailies(DAILY_GAMES, dailyLevelsIn(PLATFORM_ENGINES)).length);
    expect(body.games.length).toBeGreaterThanOrEqual(DAILY_GAMES.length);
    expect(body.games.every((g) => g.status === 'not-started' && g.currentStreak === 0)).toBe(true);
  });

  it('answers 503 with a clear message when the database is down', async () => {
    context.down = true;
    try {
      const response = await get();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'unavailable', message: 'The database is unavailable right now. Please try again shortly.' },
      });
    } finally {
      context.down = false;
    }
  });
});
