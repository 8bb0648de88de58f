import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browserCookieJar } from '@/tests/support/browser-cookie-jar';
import {
  anonKeyCookieName,
  anonKeyCookieValue,
  clearAnonKey,
  isShortLivedKey,
  issueAnonKey,
  SHORT_LIVED_KEY_SECONDS,
  signAnonKey,
  signShortLivedKey,
  verifyAnonKey,
} from './anonymous-key';

const secret = randomBytes(32);
const otherSecret = randomBytes(32);
const key = '3f1c2a9e-5b7d-4c1e-9a2b-8d6e4f0a1b2c';

/** Replaces the character at i with another one of the same alphabet. */
const alter = (text: string, i: number) => {
  const c = text[i]!;
  const swapped = c === 'a' ? 'b' : c === '-' || c === '.' ? c : 'a';
  return `${text.slice(0, i)}${swapped}${text.slice(i + 1)}`;
};

describe('signed anonymous keys', () => {
  it('a key we signed verifies to the bare lowercase key; its signature is HMAC-SHA256 under the secret, base64url', () => {
    const value = signAnonKey(key, secret);
    expect(value).toBe(`${key}.${createHmac('sha256', secret).update(key).digest('base64url')}`);
    expect(verifyAnonKey(value, secret)).toBe(key);
  });

  it('a bare UUID (the legacy cookie), another secret’s signature and garbage are refused', () => {
    for (const value of [
      key,
      `${key}.`,
      signAnonKey(key, otherSecret),
      '',
      undefined,
      null,
      'anon_x',
      "' or 1=1 --",
      '.',
      `.${signAnonKey(key, secret).split('.')[1]}`,
    ]) {
      expect(verifyAnonKey(value, secret)).toBeNull();
    }
  });

  it('any altered character of the key or of the signature is refused', () => {
    const value = signAnonKey(key, secret);
    let altered = 0;
    for (let i = 0; i < value.length; i++) {
      const changed = alter(value, i);
      if (changed === value) continue;
      altered += 1;
      expect({ i, verified: verifyAnonKey(changed, secret) }).toEqual({ i, verified: null });
    }
    expect(altered).toBeGreaterThan(70);
    // The signature's last character carries two unused bits: another spelling of the same bytes is still refused.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = `${value.slice(0, -1)}${alphabet[alphabet.indexOf(value.at(-1)!) ^ 1]}`;
    expect(Buffer.from(sibling.split('.')[1]!, 'base64url')).toEqual(Buffer.from(value.split('.')[1]!, 'base64url'));
    expect(verifyAnonKey(sibling, secret)).toBeNull();
  });

  it('refuses an upper-case spelling of the key, a second dot part and over-long values', () => {
    const value = signAnonKey(key, secret);
    expect(verifyAnonKey(`${key.toUpperCase()}.${value.split('.')[1]}`, secret)).toBeNull();
    expect(verifyAnonKey(`${value}.x`, secret)).toBeNull();
    expect(verifyAnonKey(`${value}a`, secret)).toBeNull();
    expect(verifyAnonKey(`${value}${'a'.repeat(5000)}`, secret)).toBeNull();
    expect(verifyAnonKey(` ${value}`, secret)).toBeNull();
  });

  it('is named __Host-anon_key where cookies are Secure, anon_key otherwise', () => {
    expect(anonKeyCookieName(true)).toBe('__Host-anon_key');
    expect(anonKeyCookieName(false)).toBe('anon_key');
  });
});

describe('issuing the cookie', () => {
  it('sets a signed key for a year, HttpOnly, SameSite=Lax, Path=/, no Domain; the __Host- one Secure', () => {
    for (const secure of [true, false]) {
      const { jar, writes } = browserCookieJar();
      const issued = issueAnonKey(jar, secure, secret);
      expect(issued).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(writes).toEqual([
        {
          name: anonKeyCookieName(secure),
          value: signAnonKey(issued, secret),
          options: { path: '/', maxAge: 365 * 24 * 3600, httpOnly: true, sameSite: 'lax', secure },
        },
      ]);
      expect(writes[0]!.options.domain).toBeUndefined();
      // What the browser sends back is read by the name of the same mode, and verifies.
      expect(verifyAnonKey(anonKeyCookieValue(jar, secure), secret)).toBe(issued);
      expect(anonKeyCookieValue(jar, !secure)).toBeUndefined();
    }
  });

  it('issues a different key each time', () => {
    const { jar } = browserCookieJar();
    const keys = new Set(Array.from({ length: 20 }, () => issueAnonKey(jar, false, secret)));
    expect(keys.size).toBe(20);
  });

  it('a short-lived key: a version-8 UUID, its cookie and signed expiry a day away, accepted until then only', () => {
    const now = Date.UTC(2026, 10, 28, 23, 0, 0);
    const { jar, writes } = browserCookieJar();
    const issued = issueAnonKey(jar, true, secret, 'short-lived', now);
    expect(issued).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isShortLivedKey(issued)).toBe(true);
    const expiry = now / 1000 + SHORT_LIVED_KEY_SECONDS;
    expect(writes).toEqual([
      {
        name: '__Host-anon_key',
        value: signShortLivedKey(issued, expiry, secret),
        options: { path: '/', maxAge: 24 * 3600, httpOnly: true, sameSite: 'lax', secure: true },
      },
    ]);
    const value = anonKeyCookieValue(jar, true)!;
    expect(value).toBe(`${issued}.${expiry}.${createHmac('sha256', secret).update(`${issued}.${expiry}`).digest('base64url')}`);
    expect(verifyAnonKey(value, secret, now)).toBe(issued);
    expect(verifyAnonKey(value, secret, expiry * 1000 - 1)).toBe(issued);
    expect(verifyAnonKey(value, secret, expiry * 1000)).toBeNull();
    // A standing key is version 4, as every key issued before was.
    expect(isShortLivedKey(issueAnonKey(jar, true, secret))).toBe(false);
  });

  it('a short-lived key’s expiry, key or signature cannot be changed, nor its signature moved to the plain form', () => {
    const now = Date.UTC(2026, 10, 28, 23, 0, 0);
    const { jar } = browserCookieJar();
    const issued = issueAnonKey(jar, false, secret, 'short-lived', now);
    const value = anonKeyCookieValue(jar, false)!;
    const [, expiry, signed] = value.split('.') as [string, string, string];
    let altered = 0;
    for (let i = 0; i < value.length; i++) {
      const changed = alter(value, i);
      if (changed === value) continue;
      altered += 1;
      expect({ i, verified: verifyAnonKey(changed, secret, now) }).toEqual({ i, verified: null });
    }
    expect(altered).toBeGreaterThan(80);
    for (const forged of [
      `${issued}.${Number(expiry) + 86_400}.${signed}`,
      `${issued}.${signed}`,
      `${issued}.${expiry}.${signAnonKey(issued, secret).split('.')[1]}`,
      signShortLivedKey(issued, Number(expiry), otherSecret),
      // Only a version-8 key is short-lived, even under our own signature.
      signShortLivedKey(key, Number(expiry), secret),
      `${value}.x`,
    ]) {
      expect(verifyAnonKey(forged, secret, now)).toBeNull();
    }
  });

  it('over https, drops a plain anon_key left from before; clearing removes the cookie of the mode', () => {
    const { jar, cookies } = browserCookieJar();
    cookies.set('anon_key', key);
    issueAnonKey(jar, true, secret);
    expect([...cookies.keys()]).toEqual(['__Host-anon_key']);
    clearAnonKey(jar, true);
    expect(cookies.size).toBe(0);
  });
});
