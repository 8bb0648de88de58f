import { getDatabase } from '@/lib/db/database';
import { checkReadiness } from '@/lib/db/readiness';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

/** Readiness: 200 when the database answers and its migrations are current, 503 otherwise. */
export async function GET() {
  const readiness = await getDatabase()
    .then(({ sql }) => checkReadiness(sql))
    .catch(() => ({ ready: false, checks: { database: false, migrations: false } }));
  return jsonResponse(
    { status: readiness.ready ? 'ready' : 'not ready', checks: readiness.checks },
    { status: readiness.ready ? 200 : 503 },
  );
}
