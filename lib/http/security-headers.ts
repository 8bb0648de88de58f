/**
 * Security headers. The Content-Security-Policy carries a fresh nonce per request (set by proxy.ts);
 * Next.js reads it from the request's CSP header and puts it on its own scripts. Scripts never get
 * 'unsafe-inline'; styles do, because React and chessground position elements with style attributes.
 */
export type CspOptions = { nonce: string; production: boolean; adsense: boolean };

const ADSENSE_HOSTS = ['https://pagead2.googlesyndication.com', 'https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.google.com'];

export function contentSecurityPolicy({ nonce, production, adsense }: CspOptions): string {
  const ads = adsense ? ADSENSE_HOSTS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic' lets the nonced Next.js loader pull its chunks; dev mode needs eval for HMR.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(production ? [] : ["'unsafe-eval'"]), ...ads],
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

/** Headers for every response, static files included (next.config headers()). */
export function staticSecurityHeaders(production: boolean): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
