import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, startProductionServer, type ProductionServer } from '@/tests/support/production-server';
import { AD_FREE_PAGES } from '@/lib/ads/ad-free-pages';
import { clearOfWindowEdge, expectJsonError, startPostgresSite, uniqueEmail, uniqueIp, type PostgresSite } from './harness';

vi.setConfig({ testTimeout: 90_000 });

/**
 * TRUSTED_PROXY_HOPS both ways, on two servers sharing one database: trusted (1, as every other
 * hardening test runs) the X-Forwarded-For entry picks the client; by default (0) a client rotating
 * X-Forwarded-For stays one client. The default server also runs with SITE_URL unset (it warns at
 * start-up and serves all the same) and with ads configured (auth and account pages allow no ad origin).
 */
let site: PostgresSite;
let defaults: ProductionServer;

beforeAll(async () => {
  site = await startPostgresSite({ puzzles: 5 });
  // Empty values unset the test defaults: no SITE_URL, no TRUSTED_PROXY_HOPS. With an AdSense client.
  defaults = await startProductionServer({
    env: { DATABASE_URL: site.url, SITE_URL: '', TRUSTED_PROXY_HOPS: '', NEXT_PUBLIC_ADSENSE_CLIENT: 'ca-pub-0000000000000000' },
  });
});
afterAll(async () => {
  await defaults?.stop();
  await site?.close();
});

/** Password-recovery requests (10 an hour per IP) until the first 429, each with its own forwarded address. */
async function recoveriesUntilRefused(server: { url: string }, forwardedFor: () => string): Promise<number> {
  const api = client(server);
  for (let n = 1; n <= 12; n++) {
    const reply = await api.postJson('/api/auth/recover', { email: uniqueEmail('ip') }, undefined, { 'x-forwarded-for': forwardedFor() });
    if (reply.status === 429) return n - 1;
    expect(reply.status, reply.text).toBe(200);
  }
  return Infinity;
}

describe('the client address', () => {
  it('behind a trusted proxy (TRUSTED_PROXY_HOPS=1), the forwarded address is the client', async () => {
    await clearOfWindowEdge(60);
    const one = uniqueIp();
    expect(await recoveriesUntilRefused(site.servers[0]!, () => one)).toBe(10);
    // Another client behind the same proxy has its own allowance.
    expect(await recoveriesUntilRefused(site.servers[0]!, uniqueIp)).toBe(Infinity);
  });

  it('by default no proxy is trusted: a client rotating X-Forwarded-For is still one client', async () => {
    await clearOfWindowEdge(60);
    expect(await recoveriesUntilRefused(defaults, uniqueIp)).toBe(10);
    expectJsonError(
      await client(defaults).postJson('/api/auth/recover', { email: uniqueEmail('ip') }, undefined, { 'x-forwarded-for': uniqueIp() }),
      429,
    );
    // Nor can a client name its own address in the server's private header.
    const forged = await client(defaults).postJson('/api/auth/recover', { email: uniqueEmail('ip') }, undefined, {
      'x-puzzle-games-socket-address': uniqueIp(),
    });
    expect(forged.status).toBe(429);
  });
});

describe('SITE_URL unset', () => {
  it('the server warns at start-up, naming SITE_URL and what it falls back to, and serves the site', async () => {
    expect(defaults.logs()).toMatch(/Warning: SITE_URL is not set: the site assumes it is served at http:\/\/localhost:3000/);
    expect(site.servers[0]!.logs()).not.toContain('SITE_URL is not set');
    const home = await client(defaults).get('/');
    expect(home.status).toBe(200);
  });
});

describe('ads configured', () => {
  it('the auth and account pages allow no ad origin in their CSP; the other pages do', async () => {
    const api = client(defaults);
    const cspOf = async (path: string) => String((await api.get(path)).headers['content-security-policy']);
    for (const path of ['/', '/2048', '/premium'])
      expect({ path, ads: (await cspOf(path)).includes('googlesyndication') }).toEqual({ path, ads: true });
    for (const path of [...AD_FREE_PAGES, '/reset-password?token=abc']) {
      expect({ path, ads: (await cspOf(path)).includes('googlesyndication') }).toEqual({ path, ads: false });
    }
  });
});
