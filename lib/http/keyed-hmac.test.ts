import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from './keyed-hmac';

const plain = (secret: Uint8Array, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest();

describe('hmacSha256', () => {
  it('is HMAC-SHA-256 of the UTF-8 text under the raw secret, as stored hashes and signed keys always were', () => {
    const secret = randomBytes(32);
    for (const text of ['203.0.113.77', '', 'rate-limit', 'clé ünïcode ✓', 'x'.repeat(5000)]) {
      expect(hmacSha256(secret, text).equals(plain(secret, text))).toBe(true);
    }
  });

  it('keeps each secret apart however the calls interleave, and a copy of a secret gives the same hashes', () => {
    const [one, two] = [randomBytes(32), randomBytes(32)];
    for (let round = 0; round < 3; round++) {
      expect(hmacSha256(one, 'subject').equals(plain(one, 'subject'))).toBe(true);
      expect(hmacSha256(two, 'subject').equals(plain(two, 'subject'))).toBe(true);
    }
    expect(hmacSha256(one, 'subject').equals(hmacSha256(two, 'subject'))).toBe(false);
    expect(hmacSha256(Uint8Array.from(one), 'subject').equals(hmacSha256(one, 'subject'))).toBe(true);
  });

  it('takes a secret of any length, as HMAC does (longer than the block: hashed first)', () => {
    for (const secret of [randomBytes(1), randomBytes(64), randomBytes(100)]) {
      expect(hmacSha256(secret, 'subject').equals(plain(secret, 'subject'))).toBe(true);
    }
  });
});
