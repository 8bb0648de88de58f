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

/** The levels, of those given and in their order, whose practice pool holds no puzzle yet (one indexed probe per level). */
export async function emptyPools(
  sql: SqlExecutor,
  levels: readonly { game: string; level: string }[],
): Promise<{ game: string; level: string }[]> {
  if (levels.length === 0) return [];
  return sql.query<{ game: string; level: string }>(
    `select l.game, l.level from unnest($1::text[], $2::text[]) with ordinality as l(game, level, n)
      where not exists (select 1 from public.game_puzzles p where p.game_slug = l.game and p.level = l.level and p.pooled)
      order by l.n`,
    [levels.map((l) => l.game), levels.map((l) => l.level)],
  );
}
