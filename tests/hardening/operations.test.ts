import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { client, Jar, startProductionServer, type ProductionServer, type Reply } from '@/tests/support/production-server';
import { startFront, type Front } from '@/tests/support/round-robin-front';
import { ownCluster, PASSWORD, startPostgresSite, uniqueEmail, uniqueIp, type PostgresSite } from './harness';

// Real servers and a real PostgreSQL on a shared 2-core machine: generous, but bounded.
vi.setConfig({ testTimeout: 150_000 });

const sites: PostgresSite[] = [];
const fronts: Front[] = [];
const extraServers: ProductionServer[] = [];
afterAll(async () => {
  await Promise.all(extraServers.map((s) => s.stop()));
  await Promise.all(fronts.map((f) => f.close()));
  await Promise.all(sites.map((s) => s.close()));
});

/** Polls until `check` holds (what the test waits for is a state it can see, never a time). */
async function until<T>(probe: () => Promise<T>, check: (value: T) => boolean, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('health and readiness on a production server', () => {
  it('alive always; ready once the database, the generator and the pools are; not ready (and still alive) with the database down', async () => {
    const site = await startPostgresSite({ servers: 1, puzzles: 10, ownCluster: true });
    sites.push(site);
    const api = client(site.servers[0]!);
    const alive = await api.get('/api/health');
    expect(alive.status).toBe(200);
    expect(alive.json).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');

    // A fresh database's pools are empty: readiness seeds them and says ready once each level has a puzzle.
    const ready = await until(
      () => api.get('/api/health/ready'),
      (r) => r.status === 200,
      'readiness on a fresh database',
    );
    expect(ready.json).toEqual({
      status: 'ready',
      checks: { draining: false, database: true, migrations: true, generator: true, pools: true },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    const [pools] = await site.sql.query<{ empty: number }>(
      'select count(*)::int as empty from (select distinct game_slug, level from public.game_puzzles where pooled) p',
    );
    expect(pools!.empty).toBeGreaterThanOrEqual(30); // every level of the ten platform games

    await ownCluster(site).kill();
    const down = await api.get('/api/health/ready');
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ status: 'not ready', checks: { draining: false, database: false } });
    expect(down.text).not.toMatch(/postgres(ql)?:\/\/|password/i);
    expect((await api.get('/api/health')).status).toBe(200);
  });
});

describe('request logs', () => {
  it('one JSON line per request with its id, route, status and duration, and never an e-mail, password, token or key', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-data-'));
    const site = await startPostgresSite({ servers: 1, puzzles: 10, env: { EMBEDDED_DATA_DIR: dataDir } });
    sites.push(site);
    const server = site.servers[0]!;
    const api = client(server);
    const jar = new Jar();
    const email = uniqueEmail('logs');
    const ip = { 'x-forwarded-for': uniqueIp() };
    const replies: Reply[] = [];
    replies.push(await api.postJson('/api/auth/signup', { email, password: PASSWORD }, jar, ip));
    expect(replies[0]!.status).toBe(201);
    replies.push(await api.postJson('/api/auth/login', { email, password: PASSWORD }, jar, ip));
    const play = await api.postJson('/api/games/solitaire/plays', { mode: 'practice', level: 'draw-1' }, jar, ip);
    replies.push(play);
    expect(play.status).toBe(201);
    const playId = (play.json as { playId: string }).playId;
    replies.push(await api.postJson(`/api/games/solitaire/plays/${playId}/moves`, { move: { type: 'draw' } }, jar, ip));
    replies.push(await api.get(`/api/games/solitaire/plays/${playId}`, jar, ip));
    replies.push(await api.get('/sudoku?token=secret-query-value', jar, ip));
    // The embedded auth mails nothing: the recovery link goes to a private file, not to the log.
    const recover = await api.postJson('/api/auth/recover', { email }, undefined, ip);
    expect(recover.status).toBe(200);
    const linksFile = path.join(dataDir, 'recovery-links.txt');
    const [, token] = /reset-password\?token=([\w-]+)/.exec(readFileSync(linksFile, 'utf8')) ?? [];
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(readFileSync(linksFile, 'utf8')).toContain(email);
    expect(statSync(linksFile).mode & 0o777).toBe(0o600);
    // A request id a load balancer sent is kept; one that is not plain is replaced.
    replies.push(await api.get('/api/health', undefined, { 'x-request-id': 'lb-1234.abc' }));
    replies.push(await api.get('/api/health', undefined, { 'x-request-id': 'bad id\twith "quotes"' }));
    expect(replies.at(-2)!.headers['x-request-id']).toBe('lb-1234.abc');
    expect(replies.at(-1)!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const secrets = [email, PASSWORD, 'secret-query-value', playId, token!, ...jar.cookies.values()].filter((s) => s.length >= 8);
    expect(secrets.length).toBeGreaterThanOrEqual(4); // the e-mail, the password, the query token, the play, the cookies
    await until(
      async () => server.logs(),
      (logs) => logs.includes(replies.at(-3)!.headers['x-request-id'] as string),
      'the page request logged (health probes log at debug)',
      10_000,
    );
    const logs = server.logs();
    for (const secret of secrets) expect(logs).not.toContain(secret);

    const lines = logs
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    for (const reply of replies.slice(0, -2)) {
      const id = reply.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines.filter((l) => l.reqId === id && l.msg === 'request');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 'info', status: String(reply.status), pid: server.pid });
      expect(typeof logged[0]!.durationMs).toBe('number');
      expect(typeof logged[0]!.time).toBe('string');
    }
    const routes = replies.slice(0, 6).map((r) => lines.find((l) => l.reqId === r.headers['x-request-id'])?.route);
    expect(routes).toEqual([
      '/api/auth/signup',
      '/api/auth/login',
      '/api/games/[game]/plays',
      '/api/games/[game]/plays/[playId]/moves',
      '/api/games/[game]/plays/[playId]',
      '/[game]',
    ]);
  });
});

describe('a rolling restart of two servers behind a load balancer, under a burst of moves', () => {
  it('every acknowledged move is stored, no answer is a 5xx, and each server exits 0', async () => {
    const front = await startFront();
    fronts.push(front);
    // Every server is told the public origin is the front's, as behind a real load balancer.
    const env = { SITE_URL: front.url };
    const site = await startPostgresSite({ servers: 2, puzzles: 10, env });
    sites.push(site);
    front.upstreams = site.servers.map((s) => s.url);
    const api = client({ url: front.url });

    const players = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const jar = new Jar();
        const ip = { 'x-forwarded-for': uniqueIp() };
        const play = await api.postJson('/api/games/solitaire/plays', { mode: 'practice', level: 'draw-1' }, jar, ip);
        expect(play.status).toBe(201);
        return { jar, ip, id: (play.json as { playId: string }).playId, acknowledged: 0 };
      }),
    );
    const statuses = new Map<number, number>();
    let running = true;
    const burst = Promise.all(
      players.map(async (player) => {
        while (running) {
          const reply = await api.postJson(
            `/api/games/solitaire/plays/${player.id}/moves`,
            { move: { type: 'draw' } },
            player.jar,
            player.ip,
          );
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          if (reply.status === 200) player.acknowledged++;
        }
      }),
    );
    const acknowledged = () => players.reduce((n, p) => n + p.acknowledged, 0);
    try {
      // One server at a time: SIGTERM (the front meets a closed port and tries the other), a clean exit, a replacement.
      for (const old of [...site.servers]) {
        const before = acknowledged();
        await until(
          async () => acknowledged(),
          (n) => n >= before + 30,
          'moves answered before the restart',
        );
        await old.stop();
        expect(old.exitCode()).toBe(0);
        expect(old.logs()).toMatch(/"msg":"stopped cleanly/);
        const replacement = await startProductionServer({ env: { DATABASE_URL: site.url, ...env } });
        extraServers.push(replacement);
        front.upstreams = front.upstreams.map((u) => (u === old.url ? replacement.url : u));
      }
      const after = acknowledged();
      await until(
        async () => acknowledged(),
        (n) => n >= after + 30,
        'moves answered after the restarts',
      );
    } finally {
      running = false;
      await burst;
    }

    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(front.undelivered()).toBe(0);
    expect(statuses.get(200)).toBe(acknowledged());
    const stored = await site.sql.query<{ id: string; moves_made: number }>(
      'select id::text, moves_made from public.game_plays where id = any($1::uuid[])',
      [players.map((p) => p.id)],
    );
    expect(Object.fromEntries(stored.map((r) => [r.id, r.moves_made]))).toEqual(
      Object.fromEntries(players.map((p) => [p.id, p.acknowledged])),
    );
  });
});
