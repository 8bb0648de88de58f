import { forbidden } from './errors';

/**
 * Refuses cross-site state changes (CSRF): a browser's Origin must be ours, and Sec-Fetch-Site, when
 * sent, must say same-origin. Requests with neither header are not from a browser page, so they
 * carry no ambient credentials an attacker could ride on.
 *
 * "Ours" is SITE_URL's origin, or the host the browser addressed (X-Forwarded-Host from a reverse
 * proxy, else Host): Next.js builds request.url on localhost whatever the Host, so a site opened as
 * http://127.0.0.1:3000 or by its LAN address would otherwise refuse its own forms. A cross-site page
 * cannot make a browser send our Host with its own Origin.
 */
export function assertSameOrigin(request: Request, siteUrl: string): void {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (origin !== null && !isOwnOrigin(origin, request, siteUrl)) throw forbidden('Cross-site requests are not allowed.');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') throw forbidden('Cross-site requests are not allowed.');
}

function isOwnOrigin(origin: string, request: Request, siteUrl: string): boolean {
  if (origin === new URL(siteUrl).origin || origin === new URL(request.url).origin) return true;
  const host = (request.headers.get('x-forwarded-host')?.split(',')[0] ?? request.headers.get('host') ?? '').trim().toLowerCase();
  if (host === '') return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host;
  } catch {
    return false;
  }
}
