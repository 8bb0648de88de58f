import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ANON_KEY_COOKIE, ANON_KEY_MAX_AGE_SECONDS, parseAnonKey } from './anonymous-key';
import type { AuthPort, CookieJar } from './auth-port';
import { proxyCookieJar } from './cookie-jars';
import { createAuth, secureCookies } from './create-auth';
import { currentViewerHint, hintFor, writeViewerHint } from './viewer-hint-cookie';
import { getStore } from '@/lib/db/database';
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
  const { csp, prerendered } = pageCsp(request.nextUrl.pathname);
  // Next.js reads the CSP from the request headers and nonces its scripts when it renders the page.
  // A prerendered page is not rendered: passing the request's headers on would be wasted work.
  if (!prerendered) request.headers.set('content-security-policy', csp);
  const { jar, getResponse } = proxyCookieJar(request, () => {
    const response = prerendered ? NextResponse.next() : NextResponse.next({ request: { headers: request.headers } });
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
const prerenderedCsp = new WeakMap<readonly string[], string>();

/** A prerendered page's scripts are allowed by hash; a page rendered now gets a fresh nonce too. */
function pageCsp(pathname: string): { csp: string; prerendered: boolean } {
  const env = getEnv();
  // In development every page renders per request (and .next may hold an older production build).
  const scripts = env.production ? pageScripts(pathname) : { prerendered: false, hashes: [] };
  const policy = (nonce: string | null) =>
    contentSecurityPolicy({ nonce, scriptHashes: scripts.hashes, production: env.production, adsense: env.adsense !== null });
  if (!scripts.prerendered) return { csp: policy(newNonce()), prerendered: false };
  let csp = prerenderedCsp.get(scripts.hashes);
  if (csp === undefined) prerenderedCsp.set(scripts.hashes, (csp = policy(null)));
  return { csp, prerendered: true };
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
  if (!auth.hasSession()) {
    if (currentViewerHint(jar).present) writeViewerHint(jar, null);
    return;
  }
  const user = await auth.getUser();
  writeViewerHint(jar, user ? hintFor(user, await (await getStore()).profiles.ensureProfileTier(user.id)) : null);
}
