import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SqlExecutor } from './sql-executor';

export type Readiness = { ready: boolean; checks: { database: boolean; migrations: boolean } };

/** Cheap checks for a load balancer: the database answers and every shipped migration is applied. No secrets in the answer. */
export async function checkReadiness(sql: SqlExecutor, root = process.cwd()): Promise<Readiness> {
  const checks = { database: false, migrations: false };
  try {
    const files = (await readdir(path.join(root, 'supabase', 'migrations'))).filter((f) => f.endsWith('.sql'));
    const rows = await sql.query<{ version: string }>('select version from app_private.schema_migrations');
    checks.database = true;
    const applied = new Set(rows.map((r) => r.version));
    checks.migrations = files.every((f) => applied.has(f.split('_')[0] ?? f));
  } catch {
    // An unreachable database or a missing migrations table reads as not ready.
  }
  return { ready: checks.database && checks.migrations, checks };
}
