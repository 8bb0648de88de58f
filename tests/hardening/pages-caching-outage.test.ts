import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AD_FREE_PAGES } from '@/lib/ads/ad-free-pages';
import { publicPaths } from '@/lib/seo/site-pages';
import { client, Jar, parseSetCookie, type Reply } from '@/tests/support/production-server';
import { ownCluster, PASSWORD, startPostgresSite, uniqueEmail, uniqueIp, type PostgresSite } from './harness';

vi.setConfig({ testTimeout: 90_000 });

/**
 * Every page (the sitemap's, plus the auth and account pages) for anonymous and signed-in
 * visitors: no answer that sets a cookie may be stored by a shared cache; and with the database
 * stopped, every page still renders in the layout, saying what it leaves out.
 */
const PAGES = [...publicPaths(), ...AD_FREE_PAGES.filter((path) => !publicPaths().includes(path)), '/reset-password?token=abc'];

/** Whether a CDN or proxy cache may store this answer (RFC 9111: private and no-store forbid it). */
function sharedCacheable(reply: Reply): boolean {
  const cacheControl = String(reply.headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(cacheControl)) return false;
  return /\b(s-maxage|max-age|public)\b/.test(cacheControl) || reply.headers.expires !== undefined;
}

let site: PostgresSite;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  site = await startPostgresSite({ puzzles: 5, ownCluster: true });
  api = client(site.servers[0]!);
});
afterAll(async () => {
  await site?.close();
});

async function signedIn(): Promise<Jar> {
  const jar = new Jar();
  const reply = await api.postJson('/api/auth/signup', { email: uniqueEmail('cache'), password: PASSWORD }, jar, {
    'x-forwarded-for': uniqueIp(),
  });
  expect(reply.status, reply.text).toBe(201);
  return jar;
}

/** The pages behind a sign-in (a login redirect, or /admin's not-found below its tier): anything but a 5xx. */
const SIGNED_IN_PAGES = ['/account', '/admin'];
/** 200, but for the pages behind a sign-in. */
const expectedStatus = (path: string, status: number) => (SIGNED_IN_PAGES.includes(path) && status < 500 ? status : 200);

function expectNoSharedCookie(visitor: string, path: string, reply: Reply) {
  const where = { visitor, path, status: reply.status };
  expect(where).toEqual({ ...where, status: expectedStatus(path, reply.status) });
  const cookies = reply.setCookies.map((line) => parseSetCookie(line).name);
  expect({ ...where, cookies, sharedCacheable: cookies.length > 0 && sharedCacheable(reply) }).toEqual({
    ...where,
    cookies,
    sharedCacheable: false,
  });
}

describe('caching', () => {
  it('an anonymous visitor gets no cookie from any page, so the prerendered pages stay one shared, cacheable answer', async () => {
    for (const path of PAGES) {
      const reply = await api.get(path);
      expectNoSharedCookie('anonymous', path, reply);
      expect({ path, setCookies: reply.setCookies }).toEqual({ path, setCookies: [] });
    }
    // Still fast: the prerendered home page is cacheable by a CDN.
    expect(sharedCacheable(await api.get('/'))).toBe(true);
  });

  it('a signed-in visitor whose session is rotated or whose hint is corrected gets those cookies only in private answers', async () => {
    const jar = await signedIn();
    for (const path of PAGES) {
      // As it is: usually no cookie at all.
      expectNoSharedCookie('signed in', path, await api.get(path, new Jar(Object.fromEntries(jar.cookies))));
      // The access token has expired: the proxy rotates the session on this very answer.
      const expired = new Jar({ session_refresh: jar.cookies.get('session_refresh')! });
      const rotated = await api.get(path, expired);
      expect({ path, rotated: rotated.setCookies.some((c) => c.startsWith('session_refresh=')) }).toEqual({ path, rotated: true });
      expectNoSharedCookie('rotated session', path, rotated);
      jar.take(rotated);
      // The viewer hint is missing: the proxy writes it on a page load.
      const noHint = new Jar(Object.fromEntries(jar.cookies));
      noHint.cookies.delete('viewer_hint');
      expectNoSharedCookie('hint missing', path, await api.get(path, noHint));
    }
  });
});

describe('a database outage', () => {
  it('every page renders in the layout, says what it leaves out, and none shows the error page', { timeout: 150_000 }, async () => {
    const jar = await signedIn();
    await ownCluster(site).kill();
    try {
      for (const visitor of [undefined, jar]) {
        for (const path of PAGES) {
          const reply = await api.get(path, visitor && new Jar(Object.fromEntries(visitor.cookies)));
          const where = { path, signedIn: visitor !== undefined };
          if (SIGNED_IN_PAGES.includes(path) && !visitor) {
            // Signed out, the account and admin pages send the visitor to log in (no database needed for that).
            expect({ ...where, status: reply.status, location: reply.headers.location }).toEqual({
              ...where,
              status: 307,
              location: `/login?next=${path}`,
            });
            continue;
          }
          expect({ ...where, status: reply.status }).toEqual({ ...where, status: 200 });
          expect({ ...where, layout: reply.text.includes('All Puzzles'), errorPage: reply.text.includes('Something went wrong') }).toEqual({
            ...where,
            layout: true,
            errorPage: false,
          });
        }
        // A signed-in visitor's account cannot be read: the pages that show it say so. (An anonymous
        // visitor's pages need nothing from the database.)
        if (visitor) {
          const account = await api.get('/account', new Jar(Object.fromEntries(visitor.cookies)));
          expect(account.text).toContain('Your account cannot be loaded right now.');
        }
        for (const path of ['/premium', '/delete-account', '/2048']) {
          const html = (await api.get(path, visitor && new Jar(Object.fromEntries(visitor.cookies)))).text;
          expect({ path, signedIn: visitor !== undefined, notice: html.includes('data-testid="outage-notice"') }).toEqual({
            path,
            signedIn: visitor !== undefined,
            notice: visitor !== undefined,
          });
        }
      }
      // The comparison on /premium is still there, only the account line is missing.
      expect((await api.get('/premium')).text).toContain('Chess puzzles per day');
    } finally {
      await ownCluster(site).start();
    }
  });
});
