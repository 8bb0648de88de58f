import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ANON_KEY_COOKIE, issueAnonKey, parseAnonKey } from './anonymous-key';
import type { AuthPort, CookieJar } from './auth-port';
import { proxyCookieJar } from './cookie-jars';
import { createAuth, secureCookies } from './create-auth';
import { readViewer } from './viewer';
import { hintFor, writeViewerHint } from './viewer-hint-cookie';
import { getEnv } from '@/lib/env';
import { refuseUndecodablePath } from '@/lib/http/request-path';
import { contentSecurityPolicy, newNonce } from '@/lib/http/security-headers';
import { pageScripts } from '@/lib/http/static-pages';

/**
 * Runs on every page request: sets the CSP, refreshes the session (rotating tokens), keeps the
 * viewer hint in step with the session and makes sure the visitor has an anon_key. Never the only
 * guard: route handlers and pages derive the caller themselves.
 *
 * API routes do not come here (see proxy.ts) but for a path with a %-escape, refused here when
 * Next.js could not decode it. Their handlers refresh the session and issue the anon_key
 * themselves (getCaller), and their CSP is a fixed header from next.config.
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
    console.error('[proxy] session refresh failed:', error);
  }
  if (!parseAnonKey(request.cookies.get(ANON_KEY_COOKIE)?.value)) issueAnonKey(jar, secureCookies());
  return getResponse();
}

// Keyed by the page's hash list (one per prerendered page), not by the path a visitor typed.
const fixedCsp = new WeakMap<readonly string[], string>();

/** A page rendered now gets a fresh nonce; a prerendered page's scripts are allowed by hash. */
function responseCsp(pathname: string): { csp: string; rendersPage: boolean } {
  const env = getEnv();
  // In development every page renders per request (and .next may hold an older production build).
  const scripts = env.production ? pageScripts(pathname) : { prerendered: false, hashes: [] };
  const policy = (nonce: string | null) =>
    contentSecurityPolicy({ nonce, scriptHashes: scripts.hashes, production: env.production, adsense: env.adsense !== null });
  if (!scripts.prerendered) return { csp: policy(newNonce()), rendersPage: true };
  let csp = fixedCsp.get(scripts.hashes);
  if (csp === undefined) fixedCsp.set(scripts.hashes, (csp = policy(null)));
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
