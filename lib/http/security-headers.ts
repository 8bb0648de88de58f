/**
 * Security headers. Scripts never get 'unsafe-inline': a page rendered per request carries a fresh
 * nonce (set by proxy.ts; Next.js reads it from the request's CSP header and puts it on its own
 * scripts), a prerendered page lists the hashes of its inline scripts (lib/http/static-pages.ts),
 * and every page allows the pre-paint script by its hash. Same-origin script files are allowed by
 * 'self' (no 'strict-dynamic', which would refuse the prerendered pages' script tags). Styles keep
 * 'unsafe-inline', because React and chessground position elements with style attributes.
 */
import { createHash } from 'node:crypto';
import { PRE_PAINT_SCRIPT } from '@/lib/theme/pre-paint-script';

export type CspOptions = { nonce: string | null; scriptHashes?: readonly string[]; production: boolean; adsense: boolean };

// Without 'strict-dynamic', the scripts AdSense loads in turn need their hosts listed (Google's list
// for AdSense under a host-based CSP); unverified against live ads here, which need a real account.
const ADSENSE_HOSTS = [
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
  'https://*.adtrafficquality.google',
  'https://*.googleadservices.com',
];

/** The CSP source for an inline script's exact text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const PRE_PAINT_HASH = scriptHash(PRE_PAINT_SCRIPT);

export function contentSecurityPolicy({ nonce, scriptHashes = [], production, adsense }: CspOptions): string {
  const ads = adsense ? ADSENSE_HOSTS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Dev mode needs eval for HMR.
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...new Set([PRE_PAINT_HASH, ...scriptHashes]),
      ...(production ? [] : ["'unsafe-eval'"]),
      ...ads,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ads],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...ads, ...(production ? [] : ['ws:'])],
    'frame-src': adsense ? ADSENSE_HOSTS : ["'none'"],
    'media-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
