import type { NextRequest } from 'next/server';
import { updateSession } from '@/lib/auth/proxy-session';

export async function proxy(request: NextRequest) {
  return updateSession(request);
}

export const config = {
  matcher: [
    // Pages (not static assets): a fresh session, the page's CSP, an anon_key.
    '/((?!api/|_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|gif|webp|svg|ico|txt|xml)$).*)',
    // API routes skip the proxy (their handlers do their own session work: a proxy pass cost about a
    // third of a move call) but for a path with a %-escape, which it refuses if Next.js cannot decode it.
    '/api/(.*%.*)',
  ],
};
