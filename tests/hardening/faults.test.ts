import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite-executor';
import { client, Jar, parseSetCookie, startProductionServer, type ProductionServer, type Reply } from '@/tests/support/production-server';
import {
  expectJsonError,
  insertEasyPuzzles,
  ownCluster,
  PASSWORD,
  startPostgresSite,
  uniqueEmail,
  uniqueIp,
  type PostgresSite,
} from './harness';

// Real servers on a shared 2-core machine: generous, but bounded.
vi.setConfig({ testTimeout: 90_000 });

/**
 * Faults: sessions that went bad, the real PostgreSQL going down and coming back under a running
 * server, and the embedded database under a server killed with SIGKILL in the middle of writes.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UNAVAILABLE = 'The database is unavailable right now. Please try again shortly.';

describe('on a real PostgreSQL', () => {
  let site: PostgresSite;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    site = await startPostgresSite({ puzzles: 5, ownCluster: true });
    api = client(site.servers[0]!);
  });
  afterAll(async () => {
    await site?.close();
  });

  async function signUp(): Promise<{ jar: Jar; email: string }> {
    const jar = new Jar();
    const email = uniqueEmail('fault');
    expect((await api.postJson('/api/auth/signup', { email, password: PASSWORD }, jar, { 'x-forwarded-for': uniqueIp() })).status).toBe(
      201,
    );
    return { jar, email };
  }

  const cleared = (reply: Reply, name: string) =>
    reply.setCookies.map(parseSetCookie).find((c) => c.name === name)?.attributes['max-age'] === '0';
  // Pages are the same for everybody; the header shows whom the viewer hint set with the page names.
  const signedInPage = (reply: Reply) =>
    reply.setCookies.map(parseSetCookie).some((c) => c.name === 'viewer_hint' && c.value !== '' && c.attributes['max-age'] !== '0');

  it('an expired, garbled, forged or revoked session cookie signs the user out cleanly, never an error', async () => {
    const user = await signUp();
    const access = user.jar.cookies.get('session_access')!;
    const refresh = user.jar.cookies.get('session_refresh')!;
    const [secret] = await site.sql.query<{ value: string }>("select value from embedded_auth.secrets where name = 'jwt-signing-key'");
    const claims = decodeJwt(access);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ email: claims.email, sid: claims.sid, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(secret!.value));

    // Expired, nothing to refresh with: signed out, the dead cookie cleared, the page renders.
    for (const path of ['/', '/chess-puzzles', '/2048']) {
      const page = await api.send(path, { headers: { cookie: `session_access=${expired}` } });
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(signedInPage(page)).toBe(false);
      expect(cleared(page, 'session_access')).toBe(true);
    }
    expect((await api.send('/api/puzzles/state', { headers: { cookie: `session_access=${expired}` } })).json).toMatchObject({
      signedIn: false,
    });

    // Garbled access and refresh cookies: the same, both cleared.
    for (const [a, r] of [
      ['garbage', 'garbage'],
      [`${access.slice(0, -4)}AAAA`, 'x'.repeat(43)],
      ['a.b.c', ''],
      ['%%%', '%%%'],
      [access.split('.').reverse().join('.'), refresh.slice(1)],
    ] as const) {
      const page = await api.send('/', { headers: { cookie: `session_access=${a}; session_refresh=${r}` } });
      expect(page.status).toBe(200);
      expect(signedInPage(page)).toBe(false);
      // ('%%%' cannot be decoded, so the cookie parser drops it: nothing to clear, signed out all the same.)
      if (a !== '%%%') expect(cleared(page, 'session_access'), `${a} / ${r}: ${page.setCookies.join(' | ')}`).toBe(true);
      const state = await api.send('/api/puzzles/state', { headers: { cookie: `session_access=${a}; session_refresh=${r}` } });
      expect(state.status).toBe(200);
      expect(state.json).toMatchObject({ signedIn: false });
    }

    // Expired access with a good refresh token: refreshed, still signed in, new cookies.
    const refreshed = await api.send('/', { headers: { cookie: `session_access=${expired}; session_refresh=${refresh}` } });
    expect(refreshed.status).toBe(200);
    expect(signedInPage(refreshed)).toBe(true);
    const next = new Jar().take(refreshed);
    expect(next.cookies.get('session_refresh')).toBeTruthy();
    expect(next.cookies.get('session_refresh')).not.toBe(refresh);

    // A revoked session (logged out elsewhere): signed out at once, no error.
    await site.sql.query('update embedded_auth.sessions set revoked_at = now() where id = $1', [claims.sid]);
    const revoked = await api.send('/', { headers: { cookie: next.header() } });
    expect(revoked.status).toBe(200);
    expect(signedInPage(revoked)).toBe(false);
    expect((await api.get('/api/puzzles/state', next)).json).toMatchObject({ signedIn: false });
    expectJsonError(await api.postJson('/api/2048/runs', {}, next), 401);
  });

  it(
    'a database restart mid-run gives clear 503s while it is down and recovers without restarting the server',
    { timeout: 120_000 },
    async () => {
      const server = site.servers[0]!;
      const user = await signUp();
      const anon = new Jar();
      expect((await api.get('/api/puzzles/state', anon)).status).toBe(200);

      // Traffic through the whole outage: every answer is a 200 or a clear 503, never a 500.
      const seen: { path: string; reply: Reply }[] = [];
      let running = true;
      const traffic = (async () => {
        for (let i = 0; running && i < 2000; i++) {
          const path = ['/api/puzzles/state', '/api/puzzles/opening?difficulty=easy&idx=1', '/'][i % 3]!;
          try {
            seen.push({ path, reply: await api.get(path, anon) });
          } catch (error) {
            seen.push({ path, reply: { status: 0, headers: {}, text: String(error), json: undefined, setCookies: [] } });
          }
          await sleep(25);
        }
      })();

      await sleep(300);
      await ownCluster(site).kill(); // pg_ctl stop -m immediate: connections cut, no clean shutdown
      try {
        const down = [
          await api.get('/api/puzzles/state', anon),
          await api.postJson('/api/puzzles/start', { difficulty: 'easy', idx: 1 }, anon),
          await api.postJson('/api/auth/login', { email: user.email, password: PASSWORD }, undefined, { 'x-forwarded-for': uniqueIp() }),
          await api.postJson('/api/auth/signup', { email: uniqueEmail('down'), password: PASSWORD }, undefined, {
            'x-forwarded-for': uniqueIp(),
          }),
          await api.get('/api/puzzles/state', user.jar),
        ];
        for (const reply of down) {
          const error = expectJsonError(reply, 503);
          expect(error).toEqual({ code: 'unavailable', message: UNAVAILABLE });
        }
        // Pages still render (prerendered: no database needed); the leaderboard's API answers the clear 503.
        const home = await api.get('/');
        expect(home.status).toBe(200);
        expect(expectJsonError(await api.get('/api/leaderboards/2048'), 503)).toEqual({ code: 'unavailable', message: UNAVAILABLE });
        await sleep(500);
      } finally {
        await ownCluster(site).start();
      }

      // Back without a server restart: the pool reconnects by itself.
      let recovered: Reply | undefined;
      for (let i = 0; i < 100; i++) {
        recovered = await api.get('/api/puzzles/state', anon);
        if (recovered.status === 200) break;
        await sleep(200);
      }
      expect(recovered?.status).toBe(200);
      expect((await api.postJson('/api/puzzles/start', { difficulty: 'easy', idx: 1 }, anon)).status).toBe(200);
      expect((await api.get('/api/puzzles/state', user.jar)).json).toMatchObject({ signedIn: true });
      running = false;
      await traffic;

      expect(server.exited()).toBe(false);
      const bad = seen.filter(
        ({ reply }) =>
          !(
            reply.status === 200 ||
            (reply.status === 503 && (reply.json as { error?: { message?: string } })?.error?.message === UNAVAILABLE)
          ),
      );
      expect(bad.map(({ path, reply }) => `${path} ${reply.status} ${reply.text.slice(0, 120)}`)).toEqual([]);
      expect(seen.filter(({ reply }) => reply.status === 503).length).toBeGreaterThan(0);
      expect(seen.at(-1)?.reply.status).toBe(200);
    },
  );
});

describe('the embedded database', () => {
  let dataDir: string;
  let server: ProductionServer | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hardening-embedded-'));
    // Migrated with a few puzzles beforehand, so the server skips the 6,000-puzzle seed.
    const sql = await openPglite(dataDir);
    await migrate(sql, { embeddedAuth: true, seed: false });
    await insertEasyPuzzles(sql, 5);
    await sql.close();
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives a SIGKILL in the middle of writes with nothing it acknowledged lost', { timeout: 150_000 }, async () => {
    server = await startProductionServer({ env: { EMBEDDED_DATA_DIR: dataDir } });
    let api = client(server);
    const users: string[] = [];
    const attempts: { jar: Jar; attemptId: string }[] = [];
    let killed = false;

    // Sign-ups (several writes each) and anonymous puzzle starts, four at a time, until the kill.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !killed && i < 200; i++) {
        try {
          if ((i + w) % 2 === 0) {
            const email = uniqueEmail(`kill${w}x`);
            const reply = await api.postJson('/api/auth/signup', { email, password: PASSWORD }, new Jar(), {
              'x-forwarded-for': uniqueIp(),
            });
            if (reply.status === 201) users.push(email);
          } else {
            const jar = new Jar();
            const reply = await api.postJson('/api/puzzles/start', { difficulty: 'easy', idx: 1 + (i % 5) }, jar, {
              'x-forwarded-for': uniqueIp(),
            });
            if (reply.status === 200) attempts.push({ jar, attemptId: (reply.json as { attemptId: string }).attemptId });
          }
        } catch {
          // The connection died with the server: this write was never acknowledged.
        }
      }
    });
    const deadline = Date.now() + 60_000;
    while (users.length < 8 && Date.now() < deadline) await sleep(20);
    killed = true;
    await server.kill();
    await Promise.all(writers);
    expect(users.length).toBeGreaterThanOrEqual(8);
    expect(attempts.length).toBeGreaterThan(0);

    // A new server on the same folder: everything acknowledged is there.
    server = await startProductionServer({ env: { EMBEDDED_DATA_DIR: dataDir } });
    api = client(server);
    for (const email of users) {
      const reply = await api.postJson('/api/auth/login', { email, password: PASSWORD }, undefined, { 'x-forwarded-for': uniqueIp() });
      expect({ email, status: reply.status }).toEqual({ email, status: 200 });
    }
    for (const { jar, attemptId } of attempts) {
      // 409 "shown once the puzzle is over" proves the attempt exists (another key's or a lost one is a 404).
      expect(expectJsonError(await api.get(`/api/puzzles/attempts/${attemptId}/solution`, jar), 409).code).toBe('conflict');
    }
    // And the database takes new writes.
    expect(
      (
        await api.postJson('/api/auth/signup', { email: uniqueEmail('after'), password: PASSWORD }, new Jar(), {
          'x-forwarded-for': uniqueIp(),
        })
      ).status,
    ).toBe(201);
  });
});
