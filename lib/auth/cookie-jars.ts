import 'server-only';
import { cookies } from 'next/headers';
import type { NextRequest, NextResponse } from 'next/server';
import type { CookieJar, CookieToSet } from './auth-port';

/**
 * The request's cookies through next/headers. Writable in route handlers and server actions; in a
 * server component writes are impossible and silently dropped (proxy.ts already refreshed).
 */
export async function requestCookieJar(): Promise<CookieJar & { writable: () => boolean }> {
  const store = await cookies();
  let writable = true;
  return {
    getAll: () => store.getAll().map((c) => ({ name: c.name, value: c.value })),
    setAll(list: CookieToSet[]) {
      for (const c of list) {
        try {
          store.set(c.name, c.value, c.options);
        } catch {
          writable = false;
        }
      }
    },
    writable: () => writable,
  };
}

/**
 * Proxy cookies: each write goes to the request (so handlers later in this same request see the
 * new session) and to the response (so the browser keeps it). Easy to break: a response created
 * after the writes must copy them again, which is why the response is read through getResponse().
 */
export function proxyCookieJar(
  request: NextRequest,
  makeResponse: () => NextResponse,
): { jar: CookieJar; getResponse: () => NextResponse } {
  let response = makeResponse();
  const pending: CookieToSet[] = [];
  return {
    jar: {
      getAll: () => request.cookies.getAll().map((c) => ({ name: c.name, value: c.value })),
      setAll(list) {
        for (const c of list) {
          request.cookies.set(c.name, c.value);
          pending.push(c);
        }
        response = makeResponse();
        for (const c of pending) response.cookies.set(c.name, c.value, c.options);
      },
    },
    getResponse: () => response,
  };
}
