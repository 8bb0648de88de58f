import { describe, expect, it } from 'vitest';
import { clientAddress, limitSubject } from './client-address';

describe('clientAddress', () => {
  it('trusts no proxy by default: the connection address, whatever X-Forwarded-For claims', () => {
    expect(clientAddress({ forwardedFor: '1.2.3.4', socketAddress: '203.0.113.9', trustedHops: 0 })).toBe('203.0.113.9');
    expect(clientAddress({ forwardedFor: null, socketAddress: '203.0.113.9', trustedHops: 0 })).toBe('203.0.113.9');
    expect(clientAddress({ forwardedFor: '1.2.3.4', socketAddress: null, trustedHops: 0 })).toBe('unknown');
  });

  it('behind N trusted proxies takes the address the Nth-nearest one saw, never a client-written entry', () => {
    // A client forged "6.6.6.6"; proxy 2 saw the client at 198.51.100.7; proxy 1 saw proxy 2 at 10.0.0.2.
    const forwardedFor = '6.6.6.6, 198.51.100.7, 10.0.0.2';
    expect(clientAddress({ forwardedFor, socketAddress: '10.0.0.1', trustedHops: 1 })).toBe('10.0.0.2');
    expect(clientAddress({ forwardedFor, socketAddress: '10.0.0.1', trustedHops: 2 })).toBe('198.51.100.7');
    expect(clientAddress({ forwardedFor: '198.51.100.7', socketAddress: '10.0.0.1', trustedHops: 1 })).toBe('198.51.100.7');
  });

  it('falls back to the leftmost entry, then the connection, when the chain is short', () => {
    expect(clientAddress({ forwardedFor: '198.51.100.7', socketAddress: '10.0.0.1', trustedHops: 3 })).toBe('198.51.100.7');
    expect(clientAddress({ forwardedFor: ' , ', socketAddress: '10.0.0.1', trustedHops: 1 })).toBe('10.0.0.1');
  });
});

describe('limitSubject: what a per-address limit counts', () => {
  it('counts the addresses of one IPv6 /64 together and different /64s apart', () => {
    const a = limitSubject('2001:db8:1:2:aaaa::1', 64);
    expect(limitSubject('2001:db8:1:2:ffff:ffff:ffff:ffff', 64)).toBe(a);
    expect(limitSubject('[2001:DB8:1:2::9]', 64)).toBe(a);
    expect(limitSubject('2001:db8:1:3::1', 64)).not.toBe(a);
    expect(limitSubject('2001:db8:1:3::1', 48)).toBe(limitSubject('2001:db8:1:2::1', 48));
  });

  it('folds IPv4-mapped IPv6 forms to the IPv4 address', () => {
    expect(limitSubject('::ffff:1.2.3.4', 64)).toBe('1.2.3.4');
    expect(limitSubject('::FFFF:0102:0304', 64)).toBe('1.2.3.4');
    expect(limitSubject('1.2.3.4', 64)).toBe('1.2.3.4');
    expect(clientAddress({ forwardedFor: null, socketAddress: '::ffff:10.0.0.7', trustedHops: 0 })).toBe('10.0.0.7');
  });
});
