import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { freshPglite } from '@/tests/support/databases';
import { browserCookieJar } from '@/tests/support/browser-cookie-jar';
import type { CookieJar } from '../auth-port';
import { ACCESS_COOKIE, ACCESS_TOKEN_TTL_SECONDS, REFRESH_COOKIE, createEmbeddedAuth } from './embedded-auth';

const browserJar = browserCookieJar;

describe('embedded auth', () => {
  let sql: SqlExecutor;
  let store: Store;
  let clock = Date.now();
  const auth = (jar: CookieJar, extra: { links?: string[] } = {}) =>
    createEmbeddedAuth({
      store: store.embeddedAuth,
      jar,
      secureCookies: false,
      now: () => clock,
      sendRecoveryLink: (_e, link) => extra.links?.push(link),
    });

  beforeAll(async () => {
    sql = await freshPglite();
    store = createStore(sql);
  });
  afterAll(() => sql.close());

  it('signs up with a free profile and httpOnly SameSite=Lax session cookies', async () => {
    const b = browserJar();
    const result = await auth(b.jar).signUp('Alice@Example.com', 'correct horse 1', 'http://x');
    expect(result).toMatchObject({ ok: true, user: { email: 'alice@example.com' } });
    expect(b.cookies.has(ACCESS_COOKIE) && b.cookies.has(REFRESH_COOKIE)).toBe(true);
    for (const w of b.writes) expect(w.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    expect(await auth(b.jar).getUser()).toMatchObject({ email: 'alice@example.com' });
    const user = await store.embeddedAuth.findUserByEmail('alice@example.com');
    expect(await store.profiles.ensureProfileTier(user!.id)).toBe('free');
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
  });

  it('refuses an existing e-mail and weak passwords with reasons', async () => {
    const b = browserJar();
    expect(await auth(b.jar).signUp('alice@example.com', 'another pass 2', 'http://x')).toMatchObject({ ok: false, code: 'user_exists' });
    const weak = await auth(b.jar).signUp('bob@example.com', 'short', 'http://x');
    expect(weak).toMatchObject({ ok: false, code: 'weak_password' });
    expect(weak.ok === false && weak.reasons).toEqual(['use at least 8 characters', 'include a digit']);
    expect(b.cookies.size).toBe(0);
    expect(await store.embeddedAuth.findUserByEmail('bob@example.com')).toBeNull();
  });

  it('logs in with the right password only', async () => {
    const bad = browserJar();
    expect(await auth(bad.jar).signIn('alice@example.com', 'wrong password 1')).toEqual({
      ok: false,
      code: 'invalid_credentials',
      message: 'Invalid login credentials.',
    });
    expect(await auth(bad.jar).signIn('nobody@example.com', 'wrong password 1')).toMatchObject({ code: 'invalid_credentials' });
    expect(bad.cookies.size).toBe(0);
    const good = browserJar();
    expect(await auth(good.jar).signIn('ALICE@example.com', 'correct horse 1')).toMatchObject({ ok: true });
    expect(await auth(good.jar).getUser()).toMatchObject({ email: 'alice@example.com' });
  });

  it('rejects a forged or garbled access token', async () => {
    const b = browserJar();
    await auth(b.jar).signIn('alice@example.com', 'correct horse 1');
    const token = b.cookies.get(ACCESS_COOKIE)!;
    const [h, p] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    b.cookies.set(ACCESS_COOKIE, `${h}.${forgedPayload}.${token.split('.')[2]}`);
    expect(await auth(b.jar).getUser()).toBeNull();
    b.cookies.set(ACCESS_COOKIE, 'garbage');
    expect(await auth(b.jar).getUser()).toBeNull();
  });

  it('refreshes an expired access token by rotating the refresh token, and detects reuse', async () => {
    const b = browserJar();
    await auth(b.jar).signIn('alice@example.com', 'correct horse 1');
    const firstRefresh = b.cookies.get(REFRESH_COOKIE)!;
    clock += (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000;
    expect(await auth(b.jar).getUser()).toBeNull();
    await auth(b.jar).refreshSession();
    const secondRefresh = b.cookies.get(REFRESH_COOKIE)!;
    expect(secondRefresh).not.toBe(firstRefresh);
    expect(await auth(b.jar).getUser()).toMatchObject({ email: 'alice@example.com' });

    // A stolen old token presented after the reuse interval revokes the session everywhere.
    await sql.query("update embedded_auth.refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null");
    const thief = browserJar();
    thief.cookies.set(REFRESH_COOKIE, firstRefresh);
    await auth(thief.jar).refreshSession();
    expect(thief.cookies.size).toBe(0);
    expect(await auth(b.jar).getUser()).toBeNull();
  });

  it('a token already verified once still expires, still ends with its session, and an altered copy is still refused', async () => {
    const b = browserJar();
    await auth(b.jar).signIn('alice@example.com', 'correct horse 1');
    const token = b.cookies.get(ACCESS_COOKIE)!;
    expect(await auth(b.jar).getUser()).toMatchObject({ email: 'alice@example.com' }); // verified (and remembered)

    const [h, p, sig] = token.split('.') as [string, string, string];
    const altered = browserJar();
    altered.cookies.set(ACCESS_COOKIE, `${h}.${p}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(await auth(altered.jar).getUser()).toBeNull();

    // Past its exp the remembered token is expired: no user, and a refresh rotates it.
    const saved = clock;
    clock += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await auth(b.jar).getUser()).toBeNull();
    clock = saved;

    // Still valid in time, but its session was revoked elsewhere: it ends at once.
    const copy = browserJar();
    copy.cookies.set(ACCESS_COOKIE, token);
    await auth(b.jar).signOut();
    expect(await auth(copy.jar).getUser()).toBeNull();
  });

  it('getUserAndTier: the user and the stored tier in one read, with the same revocation and expiry as getUser', async () => {
    const b = browserJar();
    await auth(b.jar).signUp('tiered@example.com', 'correct horse 7', 'http://x');
    const user = await store.embeddedAuth.findUserByEmail('tiered@example.com');
    const { name } = await store.profiles.displayName(user!.id);
    expect(await auth(b.jar).getUserAndTier!()).toEqual({
      user: { id: user!.id, email: 'tiered@example.com' },
      tier: 'free',
      displayName: name,
    });
    // No profile row: tier and name null, for the caller to create the profile (ensureProfile).
    await sql.query('delete from public.profiles where user_id = $1', [user!.id]);
    expect(await auth(b.jar).getUserAndTier!()).toEqual({
      user: { id: user!.id, email: 'tiered@example.com' },
      tier: null,
      displayName: null,
    });
    await store.profiles.setTierByEmail('tiered@example.com', 'premium');
    expect(await auth(b.jar).getUserAndTier!()).toEqual({
      user: { id: user!.id, email: 'tiered@example.com' },
      tier: 'premium',
      displayName: expect.stringMatching(/^[A-Z]\w+ [A-Z]\w+ \d{3}$/),
    });

    const saved = clock;
    clock += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await auth(b.jar).getUserAndTier!()).toBeNull();
    clock = saved;

    const copy = browserJar();
    copy.cookies.set(ACCESS_COOKIE, b.cookies.get(ACCESS_COOKIE)!);
    await auth(b.jar).signOut();
    expect(await auth(copy.jar).getUserAndTier!()).toBeNull();
    expect(await auth(browserJar().jar).getUserAndTier!()).toBeNull();
  });

  it('logout revokes the session server-side', async () => {
    const b = browserJar();
    await auth(b.jar).signIn('alice@example.com', 'correct horse 1');
    const copy = new Map(b.cookies);
    await auth(b.jar).signOut();
    expect(b.cookies.size).toBe(0);
    const replay = browserJar();
    for (const [k, v] of copy) replay.cookies.set(k, v);
    expect(await auth(replay.jar).getUser()).toBeNull();
  });

  it('recovers a password with a one-time link', async () => {
    const links: string[] = [];
    await auth(browserJar().jar, { links }).requestPasswordRecovery('alice@example.com', 'http://site/reset-password');
    await auth(browserJar().jar, { links }).requestPasswordRecovery('nobody@example.com', 'http://site/reset-password');
    expect(links).toHaveLength(1);
    const token = new URL(links[0]!).searchParams.get('token')!;
    const b = browserJar();
    expect(await auth(b.jar).updatePassword('new password 9', token)).toMatchObject({ ok: true });
    expect(await auth(browserJar().jar).updatePassword('new password 8', token)).toMatchObject({ ok: false, code: 'invalid_token' });
    expect(await auth(browserJar().jar).signIn('alice@example.com', 'correct horse 1')).toMatchObject({ ok: false });
    expect(await auth(browserJar().jar).signIn('alice@example.com', 'new password 9')).toMatchObject({ ok: true });
  });
});
