import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SqlExecutor } from './sql-executor';
import { seedPuzzles } from './seed-puzzles';

export type MigrateOptions = {
  /** Project root holding supabase/ (defaults to the working directory). */
  root?: string;
  /** Creates the embedded auth's tables (when Supabase Auth is not configured). */
  embeddedAuth: boolean;
  /** Loads the shipped puzzles into an empty puzzles table. */
  seed: boolean;
};

// Any constant works: it only has to be the same for every server process sharing the database.
const MIGRATION_LOCK_ID = 727_2048_1;

async function appliedVersions(tx: SqlExecutor): Promise<Set<string>> {
  const ours = await tx.query<{ version: string }>('select version from app_private.schema_migrations');
  const versions = new Set(ours.map((r) => r.version));
  // Migrations pushed with the Supabase CLI are recorded there: never apply them twice.
  const [cli] = await tx.query<{ present: boolean }>("select to_regclass('supabase_migrations.schema_migrations') is not null as present");
  if (cli?.present) {
    const rows = await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    for (const r of rows) versions.add(r.version);
  }
  return versions;
}

/**
 * Brings a database to the current schema: the Supabase stand-in bootstrap, every migration in
 * supabase/migrations not yet applied, the embedded auth tables, then the puzzle seed. Safe to run
 * from several processes at once (an advisory lock serialises them) and on every start.
 */
export async function migrate(sql: SqlExecutor, options: MigrateOptions): Promise<{ applied: string[]; seeded: number }> {
  const root = options.root ?? process.cwd();
  const supabaseDir = path.join(root, 'supabase');
  const files = (await readdir(path.join(supabaseDir, 'migrations'))).filter((f) => f.endsWith('.sql')).sort();

  return sql.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(await readFile(path.join(supabaseDir, 'embedded', 'bootstrap.sql'), 'utf8'));
    await tx.exec(`
      create schema if not exists app_private;
      revoke all on schema app_private from public;
      create table if not exists app_private.schema_migrations (
        version text primary key, name text not null, applied_at timestamptz not null default now()
      );`);
    const done = await appliedVersions(tx);
    const applied: string[] = [];
    for (const file of files) {
      const version = file.split('_')[0] ?? file;
      if (done.has(version)) continue;
      await tx.exec(await readFile(path.join(supabaseDir, 'migrations', file), 'utf8'));
      await tx.query('insert into app_private.schema_migrations (version, name) values ($1, $2)', [version, file]);
      applied.push(file);
    }
    if (options.embeddedAuth) {
      await tx.exec(await readFile(path.join(supabaseDir, 'embedded', 'embedded-auth.sql'), 'utf8'));
    }
    let seeded = 0;
    const seedFile = path.join(supabaseDir, 'seed', 'puzzles.tsv.gz');
    if (options.seed && existsSync(seedFile)) seeded = await seedPuzzles(tx, seedFile);
    return { applied, seeded };
  });
}
