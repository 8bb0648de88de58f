import 'server-only';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { hmacSha256 } from '@/lib/http/keyed-hmac';
import type { CookieJar, CookieToSet } from './auth-port';

/**
 * The anonymous visitor's key: a random UUID (the player key in every table) sent to the browser
 * as `<uuid>.<signature>`, the signature an HMAC-SHA256 of the UUID under a secret only the
 * database holds. A client can therefore neither choose its key nor alter one it was given.
 *
 * A key issued past its address's allowance of new keys (a busy NAT, or a script without cookies) is
 * short-lived instead: a version-8 UUID (so the sweep knows its rows from their key alone), sent as
 * `<uuid>.<expiry>.<signature>` with the signature over both, for a day. Nothing is stored for any
 * key until it plays; a short-lived key is refused once its expiry passes, and its rows are swept
 * two days after their last activity instead of 400 (migration 20261128000002).
 */
export const ANON_KEY_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** How long a short-lived key (issued past the address's allowance) is accepted, and its cookie kept. */
export const SHORT_LIVED_KEY_SECONDS = 24 * 3600;
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
// A short-lived key: a version-8 UUID and its expiry (Unix seconds, ten digits) under one signature.
const SHORT_LIVED = /^([0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9]{10})\.([A-Za-z0-9_-]{43})$/;
const SHORT_LIVED_LENGTH = 36 + 1 + 10 + 1 + 43;

/** Whether a bare key is a short-lived one (its UUID's version is 8; every key issued within an allowance is version 4). */
export const isShortLivedKey = (key: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-8/.test(key);

const signature = (key: string, secret: Uint8Array) => hmacSha256(secret, key).toString('base64url');

/** The cookie value for a key (a lowercase UUID). */
export function signAnonKey(key: string, secret: Uint8Array): string {
  return `${key}.${signature(key, secret)}`;
}

/** The cookie value for a short-lived key (a lowercase version-8 UUID) accepted until `expiresAt` (Unix seconds). */
export function signShortLivedKey(key: string, expiresAt: number, secret: Uint8Array): string {
  // The signed text has a dot the plain form's never has, so neither signature stands for the other.
  return `${key}.${expiresAt}.${signature(`${key}.${expiresAt}`, secret)}`;
}

const sameText = (given: string, expected: string) => timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * The key inside a cookie value when its signature is ours (and, for a short-lived key, its expiry
 * is still ahead of `now`); null for anything else (missing, a legacy bare UUID, altered, signed with
 * another secret, expired, garbage). The signature is compared as the canonical text, so another
 * spelling of the same bytes is refused too.
 */
export function verifyAnonKey(value: string | undefined | null, secret: Uint8Array, now = Date.now()): string | null {
  if (value?.length === SHORT_LIVED_LENGTH) {
    const match = SHORT_LIVED.exec(value);
    if (!match) return null;
    const [, key, expiry, given] = match as unknown as [string, string, string, string];
    if (Number(expiry) * 1000 <= now) return null;
    return sameText(given, signature(`${key}.${expiry}`, secret)) ? key : null;
  }
  if (!value || value.length !== SIGNED_LENGTH) return null;
  const match = SIGNED.exec(value);
  if (!match) return null;
  const [, key, given] = match as unknown as [string, string, string];
  return sameText(given, signature(key, secret)) ? key : null;
}

/** A random version-8 UUID (RFC 9562): a version-4 one with its version digit set to 8. */
function shortLivedUuid(): string {
  const uuid = randomUUID();
  return `${uuid.slice(0, 14)}8${uuid.slice(15)}`;
}

/** The spec's fallback when no anonymous key can be had: a random id prefixed anon_. */
export function ephemeralAnonKey(): string {
  return `anon_${randomUUID()}`;
}

function cookie(name: string, value: string, secure: boolean, maxAge: number): CookieToSet {
  return { name, value, options: { path: '/', maxAge, httpOnly: true, sameSite: 'lax', secure } };
}

export type KeyLife = 'standing' | 'short-lived';

/**
 * Gives the visitor a new signed key through the jar and returns the bare key: a standing key (a
 * year, HttpOnly), or with 'short-lived' one accepted and kept for SHORT_LIVED_KEY_SECONDS.
 * Where the prefixed name is in use, a plain `anon_key` the request still carries (from before the
 * site was served over https) is removed: it is never read again.
 */
export function issueAnonKey(jar: CookieJar, secure: boolean, secret: Uint8Array, life: KeyLife = 'standing', now = Date.now()): string {
  const short = life === 'short-lived';
  const key = short ? shortLivedUuid() : randomUUID();
  const value = short ? signShortLivedKey(key, Math.floor(now / 1000) + SHORT_LIVED_KEY_SECONDS, secret) : signAnonKey(key, secret);
  const writes = [cookie(anonKeyCookieName(secure), value, secure, short ? SHORT_LIVED_KEY_SECONDS : ANON_KEY_MAX_AGE_SECONDS)];
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
