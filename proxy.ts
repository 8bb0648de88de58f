import type { NextRequest } from 'next/server';
import { updateSession } from '@/lib/auth/proxy-session';

export async function proxy(request: NextRequest) {
  return updateSession(request);
}

export const config = {
  // Everything but static assets: pages and API routes need a fresh session and an anon_key.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|gif|webp|svg|ico|txt|xml)$).*)'],
};
