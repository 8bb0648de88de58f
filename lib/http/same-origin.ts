import { forbidden } from './errors';

/**
 * Refuses cross-site state changes (CSRF): a browser's Origin must be ours, and Sec-Fetch-Site, when
 * sent, must say same-origin. Requests with neither header are not from a browser page, so they
 * carry no ambient credentials an attacker could ride on.
 */
export function assertSameOrigin(request: Request, siteUrl: string): void {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  if (origin !== null && !allowed.has(origin)) throw forbidden('Cross-site requests are not allowed.');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') throw forbidden('Cross-site requests are not allowed.');
}
