import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedPortUrl, startSupabaseAuthStandIn, type SupabaseAuthStandIn } from '@/tests/support/supabase-auth-stand-in';
import { browserCookieJar } from '@/tests/support/browser-cookie-jar';
import type { AuthPort } from '../auth-port';
import { createSupabaseAuth } from './supabase-auth';

const ANON_KEY = 'test-anon-key';
const CALLBACK = 'http://localhost:3000/auth/callback';
const PASSWORD = 'Corr3ct-horse';
const SESSION_COOKIE = 'sb-127-auth-token'; // supabase-js names it after the first label of the host
const VERIFIER_COOKIE = `${SESSION_COOKIE}-code-verifier`;

const browser = browserCookieJar;
type Browser = ReturnType<typeof browser>;

const isSessionChunk = (name: string) => name === SESSION_COOKIE || /^sb-127-auth-token\.\d+$/.test(name);

/** The session stored in the (possibly chunked) auth cookie, decoded the way @supabase/ssr encodes it. */
function storedSession(b: Browser): { access_token: string; refresh_token: string; expires_at: number; user: { id: string } } | null {
  const whole = b.cookies.get(SESSION_COOKIE);
  const chunks = [...b.cookies.keys()].filter((n) => /\.\d+$/.test(n) && isSessionChunk(n)).sort((x, y) => Number(x.split('.').pop()) - Number(y.split('.').pop()));
  const raw = whole ?? (chunks.length ? chunks.map((n) => b.cookies.get(n)).join('') : null);
  if (raw === null) return null;
  expect(raw.startsWith('base64-')).toBe(true);
  return JSON.parse(Buffer.from(raw.slice('base64-'.length), 'base64url').toString('utf8'));
}

function decodedCookie(b: Browser, name: string): string {
  const raw = b.cookies.get(name) ?? '';
  return JSON.parse(Buffer.from(raw.replace(/^base64-/, ''), 'base64url').toString('utf8')) as string;
}

let standIn: SupabaseAuthStandIn;
let emails = 0;
const freshEmail = () => `player${++emails}@example.test`;
/** One request: a fresh adapter over the browser's cookies, as the site builds one per request. */
const request = (b: Browser, url = standIn.url): AuthPort =>
  createSupabaseAuth({ url, anonKey: ANON_KEY, jar: b.jar, secureCookies: false });

async function signedUp(email = freshEmail(), password = PASSWORD) {
  const b = browser();
  const result = await request(b).signUp(email, password, CALLBACK);
  if (!result.ok || !result.user) throw new Error(`sign-up failed: ${JSON.stringify(result)}`);
  return { b, user: result.user, email, password };
}

beforeAll(async () => {
  standIn = await startSupabaseAuthStandIn({ anonKey: ANON_KEY });
});
afterAll(async () => {
  await standIn.close();
});

describe('Supabase adapter against a local Supabase Auth stand-in', () => {
  it('signs up and keeps the session only in httpOnly, SameSite=Lax cookies on /', async () => {
    const email = freshEmail();
    const { b, user } = await signedUp(email);
    expect(user).toEqual({ id: standIn.userByEmail(email)!.id, email });
    expect(standIn.requestsTo('POST', '/signup').at(-1)!.headers.apikey).toBe(ANON_KEY);

    const sessionWrites = b.writes.filter((w) => isSessionChunk(w.name) && w.value !== '');
    expect(sessionWrites.length).toBeGreaterThan(0);
    for (const w of sessionWrites) expect(w.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
    for (const w of sessionWrites) expect(w.options.maxAge).toBeGreaterThan(0);
    const session = storedSession(b)!;
    expect(session.user.id).toBe(user.id);
    expect(standIn.isRefreshTokenActive(session.refresh_token)).toBe(true);

    expect(await request(b).getUser()).toEqual(user);
    expect(standIn.requestsTo('GET', '/user').at(-1)!.headers.authorization).toBe(`Bearer ${session.access_token}`);
  });

  it('logs in with the password in another browser; a wrong password is invalid_credentials and sets nothing', async () => {
    const { user, email } = await signedUp();
    const other = browser();
    expect(await request(other).signIn(email, 'Wrong-passw0rd')).toMatchObject({ ok: false, code: 'invalid_credentials' });
    expect(await request(other).signIn('nobody@example.test', PASSWORD)).toMatchObject({ ok: false, code: 'invalid_credentials' });
    expect(other.cookies.size).toBe(0);

    expect(await request(other).signIn(email, PASSWORD)).toEqual({ ok: true, user });
    expect(await request(other).getUser()).toEqual(user);
  });

  it('answers an existing e-mail with user_exists and a weak password with weak_password and its reasons', async () => {
    const { email } = await signedUp();
    const b = browser();
    expect(await request(b).signUp(email, PASSWORD, CALLBACK)).toMatchObject({ ok: false, code: 'user_exists' });

    const short = await request(b).signUp(freshEmail(), 'abc1', CALLBACK);
    expect(short).toMatchObject({ ok: false, code: 'weak_password', reasons: ['use a longer password'] });
    const both = await request(b).signUp(freshEmail(), 'abc', CALLBACK);
    expect(both).toMatchObject({ ok: false, code: 'weak_password', reasons: ['use a longer password', 'mix letters, digits and symbols'] });
    expect(both.ok === false && both.message).toMatch(/longer password/);
    expect(standIn.requestsTo('POST', '/signup').at(-1)!.body).toMatchObject({ password: 'abc' });
    expect([...b.cookies.keys()].filter(isSessionChunk)).toEqual([]);
  });

  it('refreshes an expired access token: the refresh token rotates and the cookie is rewritten', async () => {
    standIn.setAccessTokenTtl(-60);
    const { b, user } = await signedUp().finally(() => standIn.setAccessTokenTtl(3600));
    const before = storedSession(b)!;
    // The stale token really is refused, so a working getUser below proves the refresh.
    const stale = await fetch(`${standIn.url}/auth/v1/user`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${before.access_token}` } });
    expect(stale.status).toBe(403);

    const refreshes = standIn.requestsTo('POST', '/token').filter((r) => r.query.grant_type === 'refresh_token').length;
    await request(b).refreshSession();
    const sent = standIn.requestsTo('POST', '/token').filter((r) => r.query.grant_type === 'refresh_token');
    expect(sent).toHaveLength(refreshes + 1);
    expect(sent.at(-1)!.body).toEqual({ refresh_token: before.refresh_token });

    const after = storedSession(b)!;
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
    expect(standIn.isRefreshTokenActive(before.refresh_token)).toBe(false);
    expect(standIn.isRefreshTokenActive(after.refresh_token)).toBe(true);
    expect(b.writes.filter((w) => isSessionChunk(w.name) && w.value !== '').at(-1)!.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    expect(await request(b).getUser()).toEqual(user);
  });

  it('keeps the session through an outage while refreshing (supabase-js retries with backoff, on fake time)', async () => {
    standIn.setAccessTokenTtl(-60);
    const { b } = await signedUp().finally(() => standIn.setAccessTokenTtl(3600));
    const before = new Map(b.cookies);
    const closed = await closedPortUrl();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {}); // supabase-js logs each failure
    try {
      let settled = false;
      const refreshing = request(b, closed).refreshSession().finally(() => (settled = true));
      while (!settled) {
        await vi.advanceTimersByTimeAsync(1000);
        await new Promise((resolve) => setImmediate(resolve)); // lets the real socket errors arrive
      }
      await refreshing;
    } finally {
      vi.useRealTimers();
      quiet.mockRestore();
    }
    expect(b.cookies).toEqual(before);
    // Once the service is back, the next request refreshes as usual.
    await request(b).refreshSession();
    expect(storedSession(b)!.refresh_token).not.toBe(storedSession({ ...b, cookies: before })!.refresh_token);
  });

  it('clears the cookies of a session the server has ended when refreshing', async () => {
    standIn.setAccessTokenTtl(-60);
    const { b } = await signedUp().finally(() => standIn.setAccessTokenTtl(3600));
    const copy = browser();
    for (const [name, value] of b.cookies) copy.cookies.set(name, value);
    await request(copy).refreshSession(); // another device uses (and so burns) the same refresh token
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {}); // supabase-js logs the refusal
    const refreshes = standIn.requestsTo('POST', '/token').length;
    await request(b).refreshSession().finally(() => quiet.mockRestore());
    expect(standIn.requestsTo('POST', '/token').length).toBe(refreshes + 1);
    expect([...b.cookies.keys()].filter(isSessionChunk)).toEqual([]);
    expect(await request(b).getUser()).toBeNull();
  });

  it('logs out: calls /logout, revokes the refresh token and clears the cookies', async () => {
    const { b } = await signedUp();
    const session = storedSession(b)!;
    await request(b).signOut();
    const logout = standIn.requestsTo('POST', '/logout').at(-1)!;
    expect(logout.query.scope).toBe('local');
    expect(logout.headers.authorization).toBe(`Bearer ${session.access_token}`);
    expect([...b.cookies.keys()].filter(isSessionChunk)).toEqual([]);
    expect(b.writes.filter((w) => isSessionChunk(w.name) && w.options.maxAge === 0).length).toBeGreaterThan(0);
    expect(standIn.isRefreshTokenActive(session.refresh_token)).toBe(false);
    expect(await request(b).getUser()).toBeNull();
  });

  it('never trusts a forged session cookie', async () => {
    const { b } = await signedUp();
    const real = storedSession(b)!;
    const [header, payload] = real.access_token.split('.');
    const forged = { ...real, access_token: `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}` };
    b.cookies.clear();
    b.cookies.set(SESSION_COOKIE, `base64-${Buffer.from(JSON.stringify(forged)).toString('base64url')}`);
    expect(await request(b).getUser()).toBeNull();
  });

  it('OAuth: redirects to /authorize with a PKCE challenge, then exchanges the callback code for a session', async () => {
    const b = browser();
    const started = await request(b).startOAuth('google', CALLBACK);
    if (!started.ok) throw new Error(started.message);
    const url = new URL(started.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/auth/v1/authorize`);
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('redirect_to')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('s256');
    const verifier = decodedCookie(b, VERIFIER_COOKIE);
    expect(url.searchParams.get('code_challenge')).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect(b.writes.find((w) => w.name === VERIFIER_COOKIE)!.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });

    const redirect = await fetch(started.url, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const callback = new URL(redirect.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    const code = callback.searchParams.get('code')!;

    const exchanged = await request(b).exchangeCode(code);
    expect(exchanged).toEqual({ ok: true, user: { id: standIn.userByEmail('google-user@example.test')!.id, email: 'google-user@example.test' } });
    expect(standIn.requestsTo('POST', '/token').at(-1)!.body).toEqual({ auth_code: code, code_verifier: verifier });
    expect(storedSession(b)).not.toBeNull();
    expect(b.cookies.has(VERIFIER_COOKIE)).toBe(false);
    expect(await request(b).getUser()).toEqual(exchanged.ok && exchanged.user);
    // The code is single-use, as GoTrue's flow state is.
    const again = await fetch(`${standIn.url}/auth/v1/token?grant_type=pkce`, { method: 'POST', headers: { apikey: ANON_KEY }, body: JSON.stringify({ auth_code: code, code_verifier: verifier }) });
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('refuses an unknown code, another browser’s code and a code without a verifier as invalid_token', async () => {
    const a = browser();
    const b = browser();
    const startedA = await request(a).startOAuth('facebook', CALLBACK);
    await request(b).startOAuth('facebook', CALLBACK);
    const code = new URL((await fetch(startedA.ok ? startedA.url : '', { redirect: 'manual' })).headers.get('location')!).searchParams.get('code')!;

    expect(await request(b).exchangeCode('not-a-code')).toMatchObject({ ok: false, code: 'invalid_token' });
    await request(b).startOAuth('facebook', CALLBACK);
    expect(await request(b).exchangeCode(code)).toMatchObject({ ok: false, code: 'invalid_token' });
    expect(standIn.requestsTo('POST', '/token').at(-1)!.body).toMatchObject({ auth_code: code }); // refused as bad_code_verifier
    expect(await request(browser()).exchangeCode(code)).toMatchObject({ ok: false, code: 'invalid_token' });
    expect([...b.cookies.keys()].filter(isSessionChunk)).toEqual([]);
  });

  it('updates the password of the current session, refusing a weak one', async () => {
    const { b, email, user } = await signedUp();
    expect(await request(b).updatePassword('abc')).toMatchObject({ ok: false, code: 'weak_password', reasons: ['use a longer password', 'mix letters, digits and symbols'] });
    expect(await request(b).updatePassword('N3w-password!')).toEqual({ ok: true, user });
    expect(await request(browser()).signIn(email, PASSWORD)).toMatchObject({ ok: false, code: 'invalid_credentials' });
    expect(await request(browser()).signIn(email, 'N3w-password!')).toEqual({ ok: true, user });
  });

  it('starts password recovery without revealing whether the address exists', async () => {
    const { email } = await signedUp();
    expect(await request(browser()).requestPasswordRecovery(email, CALLBACK)).toEqual({ ok: true });
    expect(await request(browser()).requestPasswordRecovery('unknown@example.test', CALLBACK)).toEqual({ ok: true });
    const recover = standIn.requestsTo('POST', '/recover').at(-1)!;
    expect(recover.body).toMatchObject({ email: 'unknown@example.test', code_challenge_method: 's256' });
    expect(recover.query.redirect_to).toBe(CALLBACK);
  });

  it('maps a 503, a closed port and a 429 to network / rate_limited', async () => {
    const b = browser();
    standIn.failNext(503);
    expect(await request(b).signIn('x@example.test', PASSWORD)).toMatchObject({ ok: false, code: 'network' });
    standIn.failNext(503, { path: '/signup' });
    expect(await request(b).signUp(freshEmail(), PASSWORD, CALLBACK)).toMatchObject({ ok: false, code: 'network' });
    await request(b).startOAuth('google', CALLBACK); // so that the exchange has a verifier to send
    standIn.failNext(503, { path: '/token' });
    expect(await request(b).exchangeCode('some-code')).toMatchObject({ ok: false, code: 'network' });
    standIn.failNext(429, { code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(await request(b).signIn('x@example.test', PASSWORD)).toMatchObject({ ok: false, code: 'rate_limited' });

    const closed = await closedPortUrl();
    expect(await request(b, closed).signIn('x@example.test', PASSWORD)).toMatchObject({ ok: false, code: 'network' });
    expect(await request(b, closed).signUp(freshEmail(), PASSWORD, CALLBACK)).toMatchObject({ ok: false, code: 'network' });
    expect(await request(b, closed).requestPasswordRecovery('x@example.test', CALLBACK)).toMatchObject({ ok: false, code: 'network' });
    expect([...b.cookies.keys()].filter(isSessionChunk)).toEqual([]);
  });
});

describe('Supabase adapter when e-mail confirmation is on', () => {
  let confirming: SupabaseAuthStandIn;
  beforeAll(async () => {
    confirming = await startSupabaseAuthStandIn({ anonKey: ANON_KEY, autoconfirm: false });
  });
  afterAll(async () => {
    await confirming.close();
  });

  it('reports confirmationSent, signs in through the e-mail link code, and hides existing addresses as user_exists', async () => {
    const b = browser();
    const auth = () => createSupabaseAuth({ url: confirming.url, anonKey: ANON_KEY, jar: b.jar, secureCookies: true });
    expect(await auth().signUp('new@example.test', PASSWORD, CALLBACK)).toEqual({ ok: true, user: null, confirmationSent: true });
    expect([...b.cookies.keys()].filter(isSessionChunk)).toEqual([]);
    expect(await auth().signIn('new@example.test', PASSWORD)).toMatchObject({ ok: false });

    const linked = await auth().exchangeCode(confirming.confirmations.get('new@example.test')!);
    expect(linked).toMatchObject({ ok: true, user: { email: 'new@example.test' } });
    expect(b.writes.filter((w) => isSessionChunk(w.name) && w.value !== '').every((w) => w.options.secure === true)).toBe(true);
    expect(await auth().getUser()).toEqual(linked.ok && linked.user);

    expect(await auth().signUp('new@example.test', PASSWORD, CALLBACK)).toMatchObject({ ok: false, code: 'user_exists' });
  });
});
