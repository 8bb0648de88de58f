import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { REVIEW_MESSAGES } from '@/lib/games/platform/held-review';
import { freshPglite } from '@/tests/support/databases';

// The routes as Next.js runs them, with the session they read stood in: a user and their tier, or none.
const context = vi.hoisted(() => ({ user: null as { id: string; tier: string } | null, store: undefined as unknown }));
vi.mock('@/lib/db/database', () => ({ getStore: async () => context.store }));
vi.mock('@/lib/auth/viewer', () => {
  const viewer = async () =>
    context.user
      ? { user: { id: context.user.id, email: 'someone@example.com' }, tier: context.user.tier, name: 'Someone' }
      : { user: null, tier: 'anonymous', name: null };
  return { getRouteViewer: viewer, getViewer: viewer };
});

const { GET } = await import('./route');
const { POST } = await import('./[playId]/route');

let sql: SqlExecutor;
let adminId: string;
let playerId: string;
let playId: string;

const as = (user: { id: string; tier: string } | null) => (context.user = user);
const list = () => GET(new Request('http://localhost/api/admin/held-results'));
const decide = (id: string, body: unknown, origin = 'http://localhost') =>
  POST(
    new Request(`http://localhost/api/admin/held-results/${id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'sec-fetch-site': origin === 'http://localhost' ? 'same-origin' : 'cross-site',
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ playId: id }) },
  );
const decisions = async () => (await sql.query('select 1 from public.held_result_reviews')).length;
const entries = async () => (await sql.query('select 1 from public.leaderboard_bests where user_id = $1', [playerId])).length;

describe('/api/admin/held-results', () => {
  beforeAll(async () => {
    sql = await freshPglite();
    context.store = createStore(sql);
    const user = async (email: string) =>
      (await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [email]))[0]!.id;
    adminId = await user('admin@example.com');
    playerId = await user('player@example.com');
    // A Sudoku practice win held as too fast, as the play service records one.
    const [puzzle] = await sql.query<{ id: string }>(
      "insert into public.game_puzzles (game_slug, level, puzzle, solution) values ('sudoku', 'easy', 'p', 's') returning id::text",
    );
    const [play] = await sql.query<{ id: string }>(
      `insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id, status, finished_at)
       values ('sudoku', $1, 'practice', 'easy', '2032-07-01', $2, 'won', now()) returning id::text`,
      [playerId, puzzle!.id],
    );
    playId = play!.id;
    await sql.query(
      `insert into public.game_results (game_slug, player_key, source, mode, level, day, won, time_seconds, board_seconds, held)
       values ('sudoku', $1, 'play:' || $2, 'practice', 'easy', '2032-07-01', true, 40, 42, 'too-fast')`,
      [playerId, playId],
    );
  });
  afterAll(() => sql.close());

  it('lists held results to the administrator tier only: signed out 401, free or premium 403', async () => {
    as(null);
    expect((await list()).status).toBe(401);
    for (const tier of ['free', 'premium']) {
      as({ id: playerId, tier });
      const refused = await list();
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: { code: 'forbidden', message: REVIEW_MESSAGES.notAdmin } });
    }
    as({ id: adminId, tier: 'admin' });
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const body = (await answer.json()) as { total: number; results: { playId: string; reason: string; boardSeconds: number }[] };
    expect(body.total).toBe(1);
    expect(body.results[0]).toMatchObject({ playId, reason: 'too-fast', boardSeconds: 42 });
  });

  it('refuses a decision from another site, below the tier or with a bad body, deciding nothing', async () => {
    as({ id: adminId, tier: 'admin' });
    expect((await decide(playId, { decision: 'release' }, 'https://evil.example')).status).toBe(403);
    as({ id: playerId, tier: 'free' });
    // The tier is checked before the body is read: a bad body from a non-admin is still a 403.
    expect((await decide(playId, { decision: 'release' })).status).toBe(403);
    expect((await decide(playId, { decision: 'maybe' })).status).toBe(403);
    as(null);
    expect((await decide(playId, { decision: 'reject' })).status).toBe(401);
    as({ id: adminId, tier: 'admin' });
    expect((await decide(playId, { decision: 'maybe' })).status).toBe(422);
    expect(await decisions()).toBe(0);
    expect(await entries()).toBe(0);
  });

  it('releases once for the administrator, onto the board; a second decision is a 409', async () => {
    as({ id: adminId, tier: 'admin' });
    const released = await decide(playId, { decision: 'release' });
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({ playId, decision: 'release', ranks: { 'all:easy': 1 } });
    expect(await entries()).toBe(1);
    const again = await decide(playId, { decision: 'reject' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: 'conflict', message: REVIEW_MESSAGES.decided('release') } });
    expect(await decisions()).toBe(1);
    expect(((await (await list()).json()) as { total: number }).total).toBe(0);
  });
});
