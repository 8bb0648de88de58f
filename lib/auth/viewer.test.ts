import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieOptions } from '@/lib/auth/auth-port';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { parseEnv, type Env } from '@/lib/env';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/client-address';
import { metrics } from '@/lib/observability/metrics';
import { freshPglite } from '@/tests/support/databases';
import { ANON_KEY_SECRET, isShortLivedKey, SHORT_LIVED_KEY_SECONDS, signAnonKey } from './anonymous-key';

/**
 * The anonymous key as route handlers see it, on a real embedded database: next/headers stands in
 * for one request at a time of a browser whose cookies persist between requests.
 */
type Written = { name: string; value: string; options: CookieOptions };
type Browser = { cookies: Map<string, string>; ip: string };
let current: { browser: Browser; writes: Written[] } | null = null;

vi.mock('next/headers', () => ({
  cookies: async () => {
    const request = current!;
    const seen = new Map(request.browser.cookies);
    return {
      getAll: () => [...seen].map(([name, value]) => ({ name, value })),
      set(name: string, value: string, options: CookieOptions) {
        request.writes.push({ name, value, options });
        if (options.maxAge === 0 || value === '') {
          seen.delete(name);
          request.browser.cookies.delete(name);
        } else {
          seen.set(name, value);
          request.browser.cookies.set(name, value);
        }
      },
    };
  },
  headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: current!.browser.ip }),
}));

let sql: SqlExecutor;
let store: Store;
const env: Env = { ...parseEnv({ SITE_URL: 'https://games.example.test', TRUSTED_PROXY_HOPS: '0' }) };
vi.mock('@/lib/db/database', () => ({ getStore: async () => store }));
vi.mock('@/lib/env', async (original) => ({ ...(await original<typeof import('@/lib/env')>()), getEnv: () => env }));

const { getCaller, getKnownCallerKey, requestAnonKey } = await import('./viewer');
const signInService = await import('./sign-in-service');
const { mergeAnonymousPlay } = await import('@/lib/requests/sign-in-merge');
// The auth routes pass the merge of what the anonymous key played; so do these requests.
const signUp = (email: string, password: string) => signInService.signUp(email, password, mergeAnonymousPlay);
const signIn = (email: string, password: string) => signInService.signIn(email, password, mergeAnonymousPlay);
const { signOut } = signInService;

const COOKIE = '__Host-anon_key';
const PASSWORD = 'viewer pass 42';
let ips = 0;
/** A browser with these cookies, from an address of its own unless one is given. */
const newBrowser = (cookies: Record<string, string> = {}, ip = `10.9.${Math.floor(++ips / 250)}.${ips % 250}`): Browser => ({
  cookies: new Map(Object.entries(cookies)),
  ip,
});

/** Runs one request of this browser; what it wrote comes back with its result. */
async function request<T>(browser: Browser, fn: () => Promise<T>): Promise<{ result: T; writes: Written[] }> {
  current = { browser, writes: [] };
  try {
    return { result: await fn(), writes: current.writes };
  } finally {
    current = null;
  }
}
const refusals = async (rule: string) => (await metrics().rateLimitRefusals.get()).values.find((v) => v.labels.rule === rule)?.value ?? 0;
const keyOf = (browser: Browser) => browser.cookies.get(COOKIE)?.split('.')[0];
const secret = () => store.serverSecrets.secret(ANON_KEY_SECRET);

beforeAll(async () => {
  sql = await freshPglite();
  store = createStore(sql);
});
afterAll(() => sql.close());
beforeEach(() => {
  env.siteUrl = 'https://games.example.test';
  env.rateLimitMultiplier = 1;
});

describe('the caller’s anonymous key', () => {
  it('a first call is issued a signed key under the __Host- name, and the next call is the same caller', async () => {
    const browser = newBrowser();
    const { result: first, writes } = await request(browser, getCaller);
    expect(first).toMatchObject({ keyKind: 'anonymous', user: null });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ name: COOKIE, options: { secure: true, httpOnly: true, path: '/', sameSite: 'lax' } });
    expect(writes[0]!.value).toBe(signAnonKey(first.key, await secret()));
    const { result: again, writes: none } = await request(browser, getCaller);
    expect(again.key).toBe(first.key);
    expect(none).toEqual([]);
    expect((await request(browser, getKnownCallerKey)).result).toBe(first.key);
  });

  it('over plain http the cookie is anon_key, not Secure; a __Host- cookie is not read there', async () => {
    env.siteUrl = 'http://localhost:3000';
    const browser = newBrowser();
    const { result, writes } = await request(browser, getCaller);
    expect(writes.map((w) => [w.name, w.options.secure])).toEqual([['anon_key', false]]);
    expect((await request(newBrowser({ [COOKIE]: signAnonKey(result.key, await secret()) }), requestAnonKey)).result).toBeNull();
    expect((await request(browser, requestAnonKey)).result).toBe(result.key);
  });

  it('a planted key (bare, forged, another secret’s, altered) is ignored and replaced by a fresh one', async () => {
    const { result: victim } = await request(newBrowser(), getCaller);
    const good = signAnonKey(victim.key, await secret());
    const planted = [
      victim.key,
      `${victim.key}.${'A'.repeat(43)}`,
      signAnonKey(victim.key, Buffer.alloc(32, 1)),
      `${good.slice(0, -2)}${good.at(-2) === 'x' ? 'y' : 'x'}${good.at(-1)}`,
      'garbage',
    ];
    for (const value of planted) {
      const browser = newBrowser({ [COOKIE]: value });
      expect((await request(browser, getKnownCallerKey)).result).toBeNull();
      const { result, writes } = await request(browser, getCaller);
      expect(result.key).not.toBe(victim.key);
      expect(writes.map((w) => w.name)).toEqual([COOKIE]);
      expect(keyOf(browser)).toBe(result.key);
    }
  });

  it('a correctly signed key equal to an account’s id gains nothing', async () => {
    const owner = newBrowser();
    await request(owner, () => signUp(`owner-${Date.now()}@example.com`, PASSWORD));
    const [user] = await sql.query<{ id: string }>('select id::text from auth.users order by created_at desc limit 1');
    const forged = newBrowser({ [COOKIE]: signAnonKey(user!.id, await secret()) });
    const { result } = await request(forged, getCaller);
    expect(result.key).not.toBe(user!.id);
    expect(result.keyKind).toBe('anonymous');
  });

  it('past the address’s allowance a newcomer still gets a key, short-lived: a day, then refused; a known key is not counted', async () => {
    env.rateLimitMultiplier = 0.01; // 200 → 2 standing keys an hour per address
    const known = newBrowser();
    const { result: first } = await request(known, getCaller);
    await request(newBrowser({}, known.ip), getCaller);
    expect(isShortLivedKey(first.key)).toBe(false);
    const newcomer = newBrowser({}, known.ip);
    const { result, writes } = await request(newcomer, getCaller);
    expect(result).toMatchObject({ keyKind: 'anonymous', user: null });
    expect(isShortLivedKey(result.key)).toBe(true);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ name: COOKIE, options: { maxAge: SHORT_LIVED_KEY_SECONDS, httpOnly: true, secure: true } });
    expect(writes[0]!.value).toMatch(new RegExp(`^${result.key}\\.[0-9]{10}\\.[A-Za-z0-9_-]{43}$`));
    // Served, so not counted as a refusal in the metrics.
    expect(await refusals('anon-keys-ip')).toBe(0);
    // The newcomer is the same caller on the next call, and so is the visitor who already had a key.
    expect(await request(newcomer, getCaller)).toMatchObject({ result: { key: result.key }, writes: [] });
    expect((await request(known, getCaller)).writes).toEqual([]);
    // A day later the short-lived key is refused and replaced; the standing one is still accepted.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SHORT_LIVED_KEY_SECONDS * 1000 + 1000);
      expect((await request(newcomer, requestAnonKey)).result).toBeNull();
      expect((await request(newcomer, getCaller)).result.key).not.toBe(result.key);
      expect((await request(known, requestAnonKey)).result).toBe(first.key);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sign-up, login and sign-out replace the key', () => {
  async function anonymousWithPlays(): Promise<{ browser: Browser; key: string }> {
    const browser = newBrowser();
    const { result } = await request(browser, getCaller);
    await sql.query("insert into public.puzzle_progress (key, difficulty, last_completed) values ($1, 'easy', 4)", [result.key]);
    await sql.query("insert into public.play_quota (key, game_slug, day, used) values ($1, 'chess_puzzles', current_date, 1)", [
      result.key,
    ]);
    return { browser, key: result.key };
  }
  const rowsOf = async (key: string) =>
    (
      await sql.query<{ n: number }>(
        'select ((select count(*) from public.puzzle_progress where key = $1) + (select count(*) from public.play_quota where key = $1))::int as n',
        [key],
      )
    )[0]!.n;

  it('at sign-up the plays are merged, the old key retired and emptied, and a fresh key set in the same answer', async () => {
    const { browser, key } = await anonymousWithPlays();
    const email = `merge-${Date.now()}@example.com`;
    const { writes } = await request(browser, () => signUp(email, PASSWORD));
    const [user] = await sql.query<{ id: string }>('select id::text from auth.users where email = $1', [email]);
    expect(await sql.query("select last_completed from public.puzzle_progress where key = $1 and difficulty = 'easy'", [user!.id])).toEqual(
      [{ last_completed: 4 }],
    );
    const fresh = keyOf(browser);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(key);
    expect(writes.filter((w) => w.name === COOKIE)).toHaveLength(1);
    expect(await store.serverSecrets.anonKeyStanding(key)).toBe('retired');
    expect(await rowsOf(key)).toBe(0);

    // Whoever still holds the old cookie (the next person on a shared computer) gets nothing of it.
    const holder = newBrowser({ [COOKIE]: signAnonKey(key, await secret()) });
    expect((await request(holder, getKnownCallerKey)).result).toBeNull();
    expect((await request(holder, getCaller)).result.key).not.toBe(key);
    // A later login in that browser merges nothing more into the account.
    await sql.query("insert into public.puzzle_progress (key, difficulty, last_completed) values ($1, 'medium', 9)", [key]);
    await request(newBrowser({ [COOKIE]: signAnonKey(key, await secret()) }), () => signIn(email, PASSWORD));
    expect(await sql.query("select 1 from public.puzzle_progress where key = $1 and difficulty = 'medium'", [user!.id])).toEqual([]);
  });

  it('at login too, and a cookieless login is given a key', async () => {
    const email = `login-${Date.now()}@example.com`;
    await request(newBrowser(), () => signUp(email, PASSWORD));
    const { browser, key } = await anonymousWithPlays();
    await request(browser, () => signIn(email, PASSWORD));
    expect(keyOf(browser)).not.toBe(key);
    expect(await store.serverSecrets.anonKeyStanding(key)).toBe('retired');
    const bare = newBrowser();
    await request(bare, () => signIn(email, PASSWORD));
    expect(keyOf(bare)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('at sign-out the key is retired and a fresh one set', async () => {
    const email = `out-${Date.now()}@example.com`;
    const browser = newBrowser();
    await request(browser, () => signUp(email, PASSWORD));
    const before = keyOf(browser)!;
    const { writes } = await request(browser, signOut);
    expect(writes.find((w) => w.name === 'session_access')?.options.maxAge).toBe(0);
    expect(keyOf(browser)).toBeTruthy();
    expect(keyOf(browser)).not.toBe(before);
    expect(await store.serverSecrets.anonKeyStanding(before)).toBe('retired');
    expect((await request(browser, getCaller)).result).toMatchObject({ user: null, key: keyOf(browser) });
  });

  it('past the address’s allowance the sign-in still succeeds: the old key is retired and a short-lived one set', async () => {
    const email = `limited-${Date.now()}@example.com`;
    await request(newBrowser(), () => signUp(email, PASSWORD));
    const { browser, key } = await anonymousWithPlays();
    env.rateLimitMultiplier = 0.01;
    // The visitor's own key took one of the address's two; another visitor takes the last.
    await request(newBrowser({}, browser.ip), getCaller);
    expect(isShortLivedKey((await request(newBrowser({}, browser.ip), getCaller)).result.key)).toBe(true);
    const { result } = await request(browser, () => signIn(email, PASSWORD));
    expect(result.user.email).toBe(email);
    expect(isShortLivedKey(keyOf(browser)!)).toBe(true);
    expect(await store.serverSecrets.anonKeyStanding(key)).toBe('retired');
  });
});
