import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isAdFreePage } from '@/lib/ads/ad-free-pages';
import type { AuthPort, CookieJar } from '@/lib/auth/auth-port';
import { proxyCookieJar } from '@/lib/auth/cookie-jars';
import { createAuth } from '@/lib/auth/create-auth';
import { readViewer } from '@/lib/auth/viewer';
import { hintFor, writeViewerHint } from '@/lib/auth/viewer-hint-cookie';
import { getEnv } from '@/lib/env';
import { refuseUndecodablePath } from '@/lib/http/request-path';
import { contentSecurityPolicy, newNonce } from '@/lib/http/security-headers';
import { pageScripts } from '@/lib/http/static-pages';
import { logger } from '@/lib/observability/logger';

/**
 * Runs on every page request: sets the CSP, refreshes the session (rotating tokens) and keeps the
 * viewer hint in step with the session. Never the only guard: route handlers and pages derive the
 * caller themselves.
 *
 * No anonymous key here (not issued, not checked): an anonymous visitor's page answer sets no
 * cookie, so a prerendered page stays one shared, cacheable answer. The API issues and verifies the
 * signed key on first need (getCaller). An answer that does set a cookie (a rotated session, a
 * corrected hint) is marked private: a shared cache must never hand one visitor's cookies to another.
 *
 * API routes do not come here (see proxy.ts) but for a path with a %-escape, refused here when
 * Next.js could not decode it. Their CSP is a fixed header from next.config.
 *
 * Here, beside the routes, and not in lib/auth: it puts the page's security headers and which pages
 * carry no ads together with the session; the auth itself knows neither.
 */
export async function updateSession(request: NextRequest): Promise<NextResponse> {
  const undecodable = refuseUndecodablePath(request);
  if (undecodable) return undecodable;
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
  const { csp, rendersPage } = responseCsp(request.nextUrl.pathname);
  // Next.js reads the CSP from the request headers and nonces its scripts when it renders a page.
  // For a prerendered page passing the request's headers on is wasted work.
  if (rendersPage) request.headers.set('content-security-policy', csp);
  const { jar, getResponse } = proxyCookieJar(request, () => {
    const response = rendersPage ? NextResponse.next({ request: { headers: request.headers } }) : NextResponse.next();
    response.headers.set('content-security-policy', csp);
    return response;
  });
  try {
    const auth = await createAuth(jar);
    await auth.refreshSession();
    if (isDocumentRequest(request)) await keepViewerHint(auth, jar);
  } catch (error) {
    // A database or auth outage must not take pages down: they render as signed out.
    logger().error({ err: error }, 'session refresh failed in the page proxy');
  }
  return privateIfSettingCookies(getResponse());
}

/** Next.js keeps a Cache-Control set here instead of its prerendered page's s-maxage. */
function privateIfSettingCookies(response: NextResponse): NextResponse {
  if (response.cookies.getAll().length > 0) response.headers.set('cache-control', 'private, no-store');
  return response;
}

// Keyed by the page's hash list (one per prerendered page), not by the path a visitor typed.
const fixedCsp = new WeakMap<readonly string[], string>();
const fixedAdFreeCsp = new WeakMap<readonly string[], string>();

/** A page rendered now gets a fresh nonce; a prerendered page's scripts are allowed by hash. */
function responseCsp(pathname: string): { csp: string; rendersPage: boolean } {
  const env = getEnv();
  // In development every page renders per request (and .next may hold an older production build).
  const scripts = env.production ? pageScripts(pathname) : { prerendered: false, hashes: [] };
  // Auth and account pages allow no ad origin: no third-party script where tokens are typed or shown.
  const adsense = env.adsense !== null && !isAdFreePage(pathname);
  const policy = (nonce: string | null) =>
    contentSecurityPolicy({ nonce, scriptHashes: scripts.hashes, production: env.production, adsense });
  if (!scripts.prerendered) return { csp: policy(newNonce()), rendersPage: true };
  // Per hash list and ad setting (an ad-free page is never prerendered today, but may be one day).
  const cache = adsense ? fixedCsp : fixedAdFreeCsp;
  let csp = cache.get(scripts.hashes);
  if (csp === undefined) cache.set(scripts.hashes, (csp = policy(null)));
  return { csp, rendersPage: false };
}

/**
 * A page load, not a client navigation or prefetch, which browsers send as fetches
 * (Sec-Fetch-Dest: empty) and after which the header does not read the hint again. (Next.js hides
 * its own RSC headers from the proxy.)
 */
function isDocumentRequest(request: NextRequest): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}

/**
 * The hint follows the session: gone with it, and on every page load of a signed-in visitor set
 * from the verified user and the tier just read (a tier changed by the tier command shows at once).
 * A visitor without a session costs nothing here, which keeps prerendered pages cheap to serve.
 */
async function keepViewerHint(auth: AuthPort, jar: CookieJar): Promise<void> {
  // writeViewerHint writes only a change: no Set-Cookie for a visitor who never had a hint.
  writeViewerHint(jar, auth.hasSession() ? hintFor(await readViewer(auth)) : null);
}
