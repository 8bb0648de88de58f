import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CookieJar, CookieToSet } from './auth-port';

/**
 * The anonymous visitor's key: a random UUID (the player key in every table) sent to the browser
 * as `<uuid>.<signature>`, the signature an HMAC-SHA256 of the UUID under a secret only the
 * database holds. A client can therefore neither choose its key nor alter one it was given.
 */
export const ANON_KEY_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** The name of the database secret (server_secrets) that signs the keys. */
export const ANON_KEY_SECRET = 'anon-key';

const PLAIN_NAME = 'anon_key';
// __Host-: the browser keeps it only if Secure, Path=/ and without Domain, so no sibling
// subdomain or plain-http page can plant or overwrite it.
const HOST_NAME = '__Host-anon_key';

/** The cookie's name: the __Host- prefixed one where cookies are Secure (an https SITE_URL). */
export function anonKeyCookieName(secure: boolean): string {
  return secure ? HOST_NAME : PLAIN_NAME;
}

// Lowercase only, as issued: any other spelling of a key is not a value we signed.
const SIGNED = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;
const SIGNED_LENGTH = 36 + 1 + 43;

const signature = (key: string, secret: Uint8Array) => createHmac('sha256', secret).update(key, 'utf8').digest('base64url');

/** The cookie value for a key (a lowercase UUID). */
export function signAnonKey(key: string, secret: Uint8Array): string {
  return `${key}.${signature(key, secret)}`;
}

/**
 * The key inside a cookie value when its signature is ours; null for anything else (missing,
 * a legacy bare UUID, altered, signed with another secret, garbage). The signature is compared as
 * the canonical text, so another spelling of the same bytes is refused too.
 */
export function verifyAnonKey(value: string | undefined | null, secret: Uint8Array): string | null {
  if (!value || value.length !== SIGNED_LENGTH) return null;
  const match = SIGNED.exec(value);
  if (!match) return null;
  const [, key, given] = match as unknown as [string, string, string];
  const expected = signature(key, secret);
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ? key : null;
}

/** The spec's fallback when no anonymous key can be had: a random id prefixed anon_. */
export function ephemeralAnonKey(): string {
  return `anon_${randomUUID()}`;
}

function cookie(name: string, value: string, secure: boolean, maxAge: number): CookieToSet {
  return { name, value, options: { path: '/', maxAge, httpOnly: true, sameSite: 'lax', secure } };
}

/**
 * Gives the visitor a new signed key (a year, HttpOnly) through the jar and returns the bare key.
 * Where the prefixed name is in use, a plain `anon_key` the request still carries (from before the
 * site was served over https) is removed: it is never read again.
 */
export function issueAnonKey(jar: CookieJar, secure: boolean, secret: Uint8Array): string {
  const key = randomUUID();
  const writes = [cookie(anonKeyCookieName(secure), signAnonKey(key, secret), secure, ANON_KEY_MAX_AGE_SECONDS)];
  if (secure && jar.getAll().some((c) => c.name === PLAIN_NAME)) writes.push(cookie(PLAIN_NAME, '', false, 0));
  jar.setAll(writes);
  return key;
}

/** Removes the visitor's key cookie (the next call that needs a key is issued one). */
export function clearAnonKey(jar: CookieJar, secure: boolean): void {
  jar.setAll([cookie(anonKeyCookieName(secure), '', secure, 0)]);
}

/** The raw value of the key cookie this mode reads, if the request carries one. */
export function anonKeyCookieValue(jar: CookieJar, secure: boolean): string | undefined {
  const name = anonKeyCookieName(secure);
  return jar.getAll().find((c) => c.name === name)?.value;
}
