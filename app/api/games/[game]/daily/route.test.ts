import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { MESSAGES } from '@/lib/games/platform/play-contract';
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
    sql = await freshPglite();
    store = createStore(sql);
    context.store = store;
    // Today's Sudoku daily (its dailyLevel, Medium) is already stored: nothing is generated here.
    await store.gamePlays.createDaily('sudoku', today(), { level: 'medium', puzzle: 'stored-medium', solution: 's' });
  });
  afterAll(() => sql.close());

  it("answers the game's daily without a level, and the same when its daily level is named", async () => {
    for (const query of ['', '?level=medium']) {
      const response = await get('sudoku', query);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ game: 'sudoku', day: today(), level: 'medium', puzzle: 'stored-medium' });
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
