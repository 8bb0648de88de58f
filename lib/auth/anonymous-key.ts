import { z } from 'zod';
import type { CookieJar } from './auth-port';

export const ANON_KEY_COOKIE = 'anon_key';
export const ANON_KEY_MAX_AGE_SECONDS = 365 * 24 * 3600;

const uuid = z.string().uuid();

/** An anon_key cookie value we issued (a UUID); anything else is ignored and replaced. */
export function parseAnonKey(value: string | undefined | null): string | null {
  return value && uuid.safeParse(value).success ? value.toLowerCase() : null;
}

/** The spec's fallback when no anonymous key can be had: a random id prefixed anon_. */
export function ephemeralAnonKey(): string {
  return `anon_${crypto.randomUUID()}`;
}

/** Gives the visitor a new anon_key (a year, HttpOnly) through the jar and returns it. */
export function issueAnonKey(jar: CookieJar, secure: boolean): string {
  const value = crypto.randomUUID();
  jar.setAll([{ name: ANON_KEY_COOKIE, value, options: { path: '/', maxAge: ANON_KEY_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', secure } }]);
  return value;
}
