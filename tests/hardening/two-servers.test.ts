import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { client, Jar, type Reply } from '@/tests/support/production-server';
import {
  anonCookieName,
  anonCookieSet,
  bareKey,
  clearOfWindowEdge,
  expectJsonError,
  PASSWORD,
  SIGNED_ANON_KEY,
  startPostgresSite,
  uniqueEmail,
  uniqueIp,
  type PostgresSite,
} from './harness';

// Real servers on a shared 2-core machine: generous, but bounded.
vi.setConfig({ testTimeout: 90_000 });

/**
 * Two production server processes on one real PostgreSQL (started by the test): the quota, the
 * solve and the rate limits are decided by the database, so they hold across instances.
 */
let site: PostgresSite;
let a: ReturnType<typeof client>;
let b: ReturnType<typeof client>;
const either = (i: number) => (i % 2 === 0 ? a : b);

beforeAll(async () => {
  site = await startPostgresSite({ servers: 2, puzzles: 60 });
  a = client(site.servers[0]!);
  b = client(site.servers[1]!);
});
// Limits and quotas are counted per clock-aligned window: no test may straddle a window's end.
beforeEach(() => clearOfWindowEdge());
afterAll(async () => {
  await site?.close();
});

async function signUp(tier?: 'premium'): Promise<{ jar: Jar; id: string; email: string }> {
  const jar = new Jar();
  const email = uniqueEmail('two');
  expect((await a.postJson('/api/auth/signup', { email, password: PASSWORD }, jar, { 'x-forwarded-for': uniqueIp() })).status).toBe(201);
  const [row] = await site.sql.query<{ id: string }>('select id::text from auth.users where email = $1', [email]);
  if (tier) await site.sql.query('update public.profiles set tier = $2 where user_id = $1', [row!.id, tier]);
  return { jar, id: row!.id, email };
}

const solvingMove = () => ({ from: site.solution[0]!.slice(0, 2), to: site.solution[0]!.slice(2, 4) });

async function quotaRows(key: string) {
  const [row] = await site.sql.query<{ used: number | null; items: number; attempts: number }>(
    `select (select used from public.play_quota where key = $1) as used,
            (select count(*) from public.play_quota_items where key = $1)::int as items,
            (select count(*) from public.puzzle_attempts where key = $1)::int as attempts`,
    [key],
  );
  return row;
}

function expectLimitReached(replies: Reply[]) {
  for (const r of replies) {
    const error = expectJsonError(r, 429);
    expect(error.message).toBe('Daily puzzle limit reached');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(86_400);
  }
}

describe('two server processes, one PostgreSQL', () => {
  it('50 concurrent starts of different puzzles by one free user, split across both, give exactly 3', async () => {
    const user = await signUp();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => either(i).postJson('/api/puzzles/start', { difficulty: 'easy', idx: i + 1 }, user.jar)),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expectLimitReached(replies.filter((r) => r.status !== 200));
    expect(await quotaRows(user.id)).toEqual({ used: 3, items: 3, attempts: 3 });
    // Reopening one of the three is free; a fourth puzzle is still refused, on either server.
    const startedIdx = ok.map((r) => (r.json as { puzzle: { idx: number } }).puzzle.idx);
    expect((await b.postJson('/api/puzzles/start', { difficulty: 'easy', idx: startedIdx[0] }, user.jar)).status).toBe(200);
    const fourth = Array.from({ length: 50 }, (_, i) => i + 1).find((idx) => !startedIdx.includes(idx));
    expectLimitReached([await a.postJson('/api/puzzles/start', { difficulty: 'easy', idx: fourth }, user.jar)]);
    expect((await quotaRows(user.id))?.used).toBe(3);
  });

  it('50 concurrent starts by one anonymous key (from many IPs), split across both, give exactly 1', async () => {
    const anon = new Jar();
    // The API issues the key on first need (pages set no cookie); its signature is checked by both
    // servers against the one secret they share through the database.
    await a.get('/api/puzzles/state', anon, { 'x-forwarded-for': uniqueIp() });
    const ANON = anonCookieName(site.servers[0]!.url);
    const value = anon.cookies.get(ANON)!;
    expect(value).toMatch(SIGNED_ANON_KEY);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        either(i).postJson('/api/puzzles/start', { difficulty: 'easy', idx: i + 1 }, anon, { 'x-forwarded-for': uniqueIp() }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expectLimitReached(replies.filter((r) => r.status !== 200));
    // Neither server replaced the key: each accepted the other's signature.
    expect(replies.map((r) => anonCookieSet(r, ANON)).filter((v) => v !== undefined)).toEqual([]);
    expect(anon.cookies.get(ANON)).toBe(value);
    expect(await quotaRows(bareKey(value))).toEqual({ used: 1, items: 1, attempts: 1 });
  });

  it('a key retired on one server (signed in there) is refused by the other', async () => {
    const ANON = anonCookieName(site.servers[0]!.url);
    const jar = new Jar();
    const ip = { 'x-forwarded-for': uniqueIp() };
    await b.get('/api/puzzles/state', jar, ip);
    const old = jar.cookies.get(ANON)!;
    expect((await a.postJson('/api/auth/signup', { email: uniqueEmail('retire'), password: PASSWORD }, jar, ip)).status).toBe(201);
    expect(bareKey(jar.cookies.get(ANON)!)).not.toBe(bareKey(old));
    const stale = await b.get('/api/puzzles/state', new Jar({ [ANON]: old }), ip);
    expect(stale.json).toMatchObject({ signedIn: false, quota: { used: 0 } });
    expect(bareKey(anonCookieSet(stale, ANON)!)).not.toBe(bareKey(old));
  });

  it('concurrent solves of the same attempt, split across both, count once', async () => {
    const user = await signUp('premium');
    const started = (await a.postJson('/api/puzzles/start', { difficulty: 'easy', idx: 7 }, user.jar)).json as { attemptId: string };
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => either(i).postJson(`/api/puzzles/attempts/${started.attemptId}/moves`, solvingMove(), user.jar)),
    );
    const solved = replies.filter((r) => r.status === 200);
    expect(solved).toHaveLength(1);
    expect(solved[0]!.json).toMatchObject({ status: 'solved', progress: 7 });
    for (const r of replies.filter((x) => x.status !== 200)) expect(expectJsonError(r, 409).code).toBe('conflict');
    const [attempt] = await site.sql.query<{ status: string; moves: string[] }>(
      'select status, moves from public.puzzle_attempts where id = $1',
      [started.attemptId],
    );
    expect(attempt).toEqual({ status: 'solved', moves: [site.solution[0]] });
    const [progress] = await site.sql.query<{ last_completed: number }>(
      "select last_completed from public.puzzle_progress where key = $1 and difficulty = 'easy'",
      [user.id],
    );
    expect(progress?.last_completed).toBe(7);
  });

  it('progress never regresses: concurrent solves of levels 40 and 3 on different servers, then a replay of 3, keep 40', async () => {
    const user = await signUp('premium');
    const start = async (server: typeof a, idx: number) =>
      ((await server.postJson('/api/puzzles/start', { difficulty: 'easy', idx }, user.jar)).json as { attemptId: string }).attemptId;
    const [forty, three] = await Promise.all([start(a, 40), start(b, 3)]);
    const [r40, r3] = await Promise.all([
      a.postJson(`/api/puzzles/attempts/${forty}/moves`, solvingMove(), user.jar),
      b.postJson(`/api/puzzles/attempts/${three}/moves`, solvingMove(), user.jar),
    ]);
    expect(r40.json).toMatchObject({ status: 'solved', progress: 40 });
    expect([3, 40]).toContain((r3.json as { progress: number }).progress);
    const again = await start(b, 3);
    expect((await b.postJson(`/api/puzzles/attempts/${again}/moves`, solvingMove(), user.jar)).json).toMatchObject({
      status: 'solved',
      progress: 40,
    });
    for (const server of [a, b]) {
      const state = (await server.get('/api/puzzles/state', user.jar)).json as { difficulties: { difficulty: string; progress: number }[] };
      expect(state.difficulties.find((d) => d.difficulty === 'easy')?.progress).toBe(40);
    }
  });

  it('the sign-in limit per e-mail holds across both servers, even under concurrent attempts', async () => {
    const { email } = await signUp();
    const replies = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        either(i).postJson('/api/auth/login', { email, password: 'wrong password 1' }, undefined, { 'x-forwarded-for': uniqueIp() }),
      ),
    );
    expect(replies.filter((r) => r.status === 400)).toHaveLength(10);
    const limited = replies.filter((r) => r.status === 429);
    expect(limited).toHaveLength(4);
    for (const r of limited) expect(expectJsonError(r, 429).message).toMatch(/Too many sign-in attempts for this account/);
  });

  it('the anonymous per-IP puzzle cap holds across both servers', async () => {
    const ip = uniqueIp();
    // Returning visitors (a puzzle solved before): the cap applies to them; a newcomer's first game is never refused.
    const jars = Array.from({ length: 34 }, () => new Jar());
    for (const [i, jar] of jars.entries()) await either(i).get('/api/puzzles/state', jar, { 'x-forwarded-for': ip });
    const keys = jars.map((jar) => bareKey(jar.cookies.get(anonCookieName(site.servers[0]!.url))!));
    await site.sql.query(
      "insert into public.puzzle_progress (key, difficulty, last_completed) select k, 'easy', 1 from unnest($1::text[]) k",
      [keys],
    );
    const replies = await Promise.all(
      jars.map((jar, i) => either(i).postJson('/api/puzzles/start', { difficulty: 'easy', idx: 2 }, jar, { 'x-forwarded-for': ip })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(30);
    for (const r of replies.filter((x) => x.status !== 200))
      expect(expectJsonError(r, 429).message).toMatch(/Too many free puzzles from your network today/);
  });
});
