import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ANON_KEY_COOKIE, ANON_KEY_MAX_AGE_SECONDS, parseAnonKey } from './anonymous-key';
import { proxyCookieJar } from './cookie-jars';
import { createAuth, secureCookies } from './create-auth';
import { getEnv } from '@/lib/env';
import { refuseUndecodablePath } from '@/lib/http/request-path';
import { contentSecurityPolicy, newNonce } from '@/lib/http/security-headers';

/**
 * Runs on every page and API request: refreshes the session (rotating tokens) and makes sure the
 * visitor has an anon_key. Never the only guard: route handlers derive the caller themselves.
 */
export async function updateSession(request: NextRequest): Promise<NextResponse> {
  const undecodable = refuseUndecodablePath(request);
  if (undecodable) return undecodable;
  // A fresh nonce per request: Next.js reads the CSP from the request headers and nonces its scripts.
  const env = getEnv();
  const nonce = newNonce();
  const csp = contentSecurityPolicy({ nonce, production: env.production, adsense: env.adsense !== null });
  request.headers.set('x-nonce', nonce);
  request.headers.set('content-security-policy', csp);
  const { jar, getResponse } = proxyCookieJar(request, () => {
    const response = NextResponse.next({ request: { headers: request.headers } });
    response.headers.set('content-security-policy', csp);
    return response;
  });
  try {
    // API route handlers refresh the session themselves (getCaller); a second refresh here is wasted.
    if (!request.nextUrl.pathname.startsWith('/api/')) await (await createAuth(jar)).refreshSession();
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
