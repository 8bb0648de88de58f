import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { isHiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { dailyLevelsOf } from '@/lib/games/platform/daily-levels';
import { MESSAGES } from '@/lib/games/platform/play-contract';
import { createPlayService } from '@/lib/games/platform/play-service';
import { freshPglite } from '@/tests/support/databases';

// The route as Next.js runs it, its database stood in.
const context = vi.hoisted(() => ({ store: undefined as unknown }));
vi.mock('@/lib/db/database', () => ({ getStore: async () => context.store }));

const { GET } = await import('./route');

let sql: SqlExecutor;
let store: Store;
const today = () => new Date().toISOString().slice(0, 10);
const get = (game: string, query = '') =>
  GET(new Request(`http://localhost/api/games/${game}/daily${query}`), { params: Promise.resolve({ game }) });
const dailies = async () => Number((await sql.query<{ n: number }>('select count(*)::int as n from public.daily_puzzles'))[0]!.n);

describe('GET /api/games/<id>/daily', () => {
  beforeAll(async () => {
    // Midday: far from midnight, so no request prepares tomorrow's dailies in the background.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-04T12:00:00Z'));
    sql = await freshPglite();
    store = createStore(sql);
    context.store = store;
    // Today's Sudoku daily (its dailyLevel, Medium) is already stored: nothing is generated here.
    await store.gamePlays.createDaily('sudoku', today(), { level: 'medium', puzzle: 'stored-medium', solution: 's' });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await sql.close();
  });

  it("answers the game's daily without a level, and the same when its daily level is named", async () => {
    for (const query of ['', '?level=medium']) {
      const response = await get('sudoku', query);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ game: 'sudoku', day: today(), level: 'medium' });
    }
  });

  // A grid game's clock starts at the issue: a grid read here could be solved off the clock.
  it("answers no cell of any grid game's daily, and a play issued afterwards gets the whole grid", async () => {
    const grids = Object.entries(PLATFORM_ENGINES).filter(([, engine]) => !isHiddenStateEngine(engine));
    expect(grids.map(([game]) => game)).toEqual(expect.arrayContaining(['sudoku', 'wordsearch']));
    const service = createPlayService(store, PLATFORM_ENGINES, { schedule: () => {} });
    for (const [game, engine] of grids)
      for (const level of dailyLevelsOf(engine)) {
        // A distinctive grid, stored as the day's daily (nothing generated here; sudoku's was stored above).
        const puzzle = game === 'sudoku' ? 'stored-medium' : `${game}-${level}-GIVENS-QXZ`;
        if (game !== 'sudoku') await store.gamePlays.createDaily(game, today(), { level, puzzle, solution: 's' });
        const response = await get(game, `?level=${level}`);
        expect(response.status).toBe(200);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({ game, day: today(), level });
        expect(text).not.toContain(puzzle);

        const play = await service.issue({ key: `reader-${game}-${level}`, userId: null, address: 'a' }, game, { mode: 'daily', level });
        expect(play).toMatchObject({ mode: 'daily', day: today(), level, puzzle, status: 'playing' });
      }
  });

  it('refuses a level that has no daily with 400 and a clear message, storing nothing', async () => {
    const before = await dailies();
    for (const query of ['?level=hard', '?level=nonsense']) {
      const response = await get('sudoku', query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'bad_request', message: MESSAGES.noDailyLevel } });
    }
    expect(await dailies()).toBe(before);
  });
});
