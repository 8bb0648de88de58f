import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from './verified-tokens';

const claims = (sid: string) => ({ sub: 'u', email: 'a@example.com', sid, exp: 2_000_000_000 });

describe('VerifiedTokenCache', () => {
  it('answers only for the exact token and the key it was verified with', () => {
    const cache = new VerifiedTokenCache(10);
    const key = new Uint8Array([1]);
    cache.set('t1', key, claims('s1'));
    expect(cache.get('t1', key)).toEqual(claims('s1'));
    expect(cache.get('t1x', key)).toBeUndefined();
    expect(cache.get('t1', new Uint8Array([1]))).toBeUndefined(); // another key, even with equal bytes
  });

  it('keeps at most its limit, dropping the oldest first', () => {
    const cache = new VerifiedTokenCache(2);
    const key = new Uint8Array([1]);
    cache.set('a', key, claims('a'));
    cache.set('b', key, claims('b'));
    cache.set('c', key, claims('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('a', key)).toBeUndefined();
    expect(cache.get('b', key)?.sid).toBe('b');
    expect(cache.get('c', key)?.sid).toBe('c');
  });

  it('hands out frozen claims: a caller cannot change what the next request reads', () => {
    const cache = new VerifiedTokenCache(2);
    const key = new Uint8Array([1]);
    cache.set('a', key, claims('a'));
    expect(Object.isFrozen(cache.get('a', key))).toBe(true);
  });
});
