import type { NextResponse } from 'next/server';
import { badRequest } from './errors';
import { errorResponse } from './responses';

/**
 * Next.js answers a path it cannot decode (a malformed %-escape such as /api/puzzles/attempts/%ZZ/hint)
 * with a bare "Internal Server Error" 500: it looks for a /400 page the App Router does not have.
 * proxy.ts refuses such paths first, with the usual 400 JSON error.
 */
export function refuseUndecodablePath(request: Request): NextResponse | null {
  try {
    decodeURIComponent(new URL(request.url).pathname);
    return null;
  } catch {
    return errorResponse(badRequest('The request path is not valid.'));
  }
}
