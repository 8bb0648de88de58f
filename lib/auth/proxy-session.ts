import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ANON_KEY_COOKIE, ANON_KEY_MAX_AGE_SECONDS, parseAnonKey } from './anonymous-key';
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
 * Runs on every page and API request: sets the CSP, refreshes the session (rotating tokens), keeps
 * the viewer hint in step with the session and makes sure the visitor has an anon_key. Never the
 * only guard: route handlers derive the caller themselves.
 */
export async function updateSession(request: NextRequest): Promise<NextResponse> {
  const undecodable = refuseUndecodablePath(request);
  if (undecodable) return undecodable;
  const api = request.nextUrl.pathname.startsWith('/api/');
  const { csp, rendersPage } = responseCsp(request.nextUrl.pathname, api);
  // Next.js reads the CSP from the request headers and nonces its scripts when it renders a page.
  // Otherwise (a prerendered page, an API answer) passing the request's headers on is wasted work.
  if (rendersPage) request.headers.set('content-security-policy', csp);
  const cookiesBefore = request.headers.get('cookie');
  const { jar, getResponse } = proxyCookieJar(request, () => {
    // A new cookie (a first anon_key) must reach the API handler of this same request; a
    // prerendered page has no handler to see it.
    const forward = rendersPage || (api && request.headers.get('cookie') !== cookiesBefore);
    const response = forward ? NextResponse.next({ request: { headers: request.headers } }) : NextResponse.next();
    response.headers.set('content-security-policy', csp);
    return response;
  });
  try {
    // API route handlers refresh the session themselves (getCaller); a second refresh here is wasted.
    if (!api) {
      const auth = await createAuth(jar);
      await auth.refreshSession();
      if (isDocumentRequest(request)) await keepViewerHint(auth, jar);
    }
  } catch (error) {
    // A database or auth outage must not take pages down: they render as signed out.
    console.error('[proxy] session refresh failed:', error);
  }
  if (!parseAnonKey(request.cookies.get(ANON_KEY_COOKIE)?.value)) {
    jar.setAll([
      {
        name: ANON_KEY_COOKIE,
        value: crypto.randomUUID(),
        options: { path: '/', maxAge: ANON_KEY_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', secure: secureCookies() },
      },
    ]);
  }
  return getResponse();
}

// Keyed by the page's hash list (one per prerendered page), not by the path a visitor typed.
const fixedCsp = new WeakMap<readonly string[], string>();
const NO_SCRIPTS: readonly string[] = [];

/**
 * A page rendered now gets a fresh nonce; a prerendered page's scripts are allowed by hash; an API
 * answer runs no script and gets the same fixed policy every time.
 */
function responseCsp(pathname: string, api: boolean): { csp: string; rendersPage: boolean } {
  const env = getEnv();
  // In development every page renders per request (and .next may hold an older production build).
  const scripts = api ? { prerendered: true, hashes: NO_SCRIPTS } : env.production ? pageScripts(pathname) : { prerendered: false, hashes: [] };
  const policy = (nonce: string | null) =>
    contentSecurityPolicy({ nonce, scriptHashes: scripts.hashes, production: env.production, adsense: env.adsense !== null });
  if (!scripts.prerendered) return { csp: policy(newNonce()), rendersPage: true };
  let csp = fixedCsp.get(scripts.hashes);
  if (csp === undefined) fixedCsp.set(scripts.hashes, (csp = policy(null)));
  return { csp, rendersPage: false };
}

/**
 * A page load, not an API call (the handler corrects the hint itself, see getCaller) nor a client
 * navigation or prefetch, which browsers send as fetches (Sec-Fetch-Dest: empty) and after which
 * the header does not read the hint again. (Next.js hides its own RSC headers from the proxy.)
 */
function isDocumentRequest(request: NextRequest): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  return !request.nextUrl.pathname.startsWith('/api/') && (destination === null || destination === 'document');
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
