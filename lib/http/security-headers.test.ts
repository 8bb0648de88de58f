import { describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPT } from '@/lib/theme/pre-paint-script';
import { contentSecurityPolicy, newNonce, scriptHash } from './security-headers';
import { staticSecurityHeaders } from './static-security-headers';

describe('security headers', () => {
  it('builds a nonce CSP without unsafe-inline scripts, framing forbidden', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123', production: true, adsense: false });
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(script).toContain("'nonce-abc123'");
    expect(script).not.toContain('unsafe-inline');
    expect(script).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('googlesyndication');
    // With AdSense configured, its hosts may run scripts and frames (no 'strict-dynamic' to vouch for them).
    const ads = contentSecurityPolicy({ nonce: 'n', production: true, adsense: true }).split('; ');
    expect(ads.find((d) => d.startsWith('script-src '))).toContain('https://*.googlesyndication.com');
    expect(ads.find((d) => d.startsWith('frame-src '))).toContain('https://*.doubleclick.net');
  });

  it("allows a prerendered page's scripts by hash alone, and the pre-paint script on every page", () => {
    const prePaint = scriptHash(PRE_PAINT_SCRIPT);
    const page = scriptHash('self.__next_f.push([0])');
    const csp = contentSecurityPolicy({ nonce: null, scriptHashes: [page, page, prePaint], production: true, adsense: false });
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(script).toBe(`script-src 'self' ${prePaint} ${page}`);
    const dynamic = contentSecurityPolicy({ nonce: 'n0nce', production: true, adsense: false });
    expect(dynamic).toContain(`script-src 'self' 'nonce-n0nce' ${prePaint}`);
    expect(dynamic).not.toContain('strict-dynamic');
  });

  it('makes a fresh nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('adds HSTS in production only', () => {
    expect(staticSecurityHeaders(true).map((h) => h.key)).toContain('Strict-Transport-Security');
    expect(staticSecurityHeaders(false).map((h) => h.key)).not.toContain('Strict-Transport-Security');
    expect(staticSecurityHeaders(false)).toContainEqual({ key: 'X-Content-Type-Options', value: 'nosniff' });
  });
});
