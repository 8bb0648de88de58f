import type { NextRequest } from 'next/server';
import { updateSession } from '@/lib/requests/page-proxy';

export async function proxy(request: NextRequest) {
  return updateSession(request);
}

export const config = {
  matcher: [
    // Pages (not static assets): a fresh session and the page's CSP (never an anonymous key: the
    // API issues that on first need, so an anonymous page answer stays shared-cacheable).
    '/((?!api/|_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|gif|webp|svg|ico|txt|xml)$).*)',
    // API routes skip the proxy (their handlers do their own session work: a proxy pass cost about a
    // third of a move call) but for a path with a %-escape, which it refuses if Next.js cannot decode it.
    '/api/(.*%.*)',
  ],
};
