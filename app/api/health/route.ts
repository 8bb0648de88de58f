import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

/** Liveness: the process answers. Touches nothing else. */
export function GET() {
  return jsonResponse({ status: 'ok' });
}
