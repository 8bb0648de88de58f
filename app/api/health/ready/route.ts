import { jsonResponse } from '@/lib/http/responses';
import { readiness } from '@/lib/requests/readiness';

export const dynamic = 'force-dynamic';

/** Readiness: 200 when this server can serve players (lib/requests/readiness.ts), 503 otherwise. */
export async function GET() {
  const { ready, checks } = await readiness();
  const status = ready ? 'ready' : checks.draining ? 'draining' : 'not ready';
  return jsonResponse({ status, checks }, { status: ready ? 200 : 503 });
}
