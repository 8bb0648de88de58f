import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { inject } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite-executor';
import { openPgliteWorker, type WorkerStarter } from '@/lib/db/pglite-worker-executor';
import { openPostgres } from '@/lib/db/postgres-executor';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { databaseUrl, freePort, MIGRATED_TEMPLATE, onCluster, startPostgresCluster, type PostgresCluster } from './postgres-cluster';

export { freePort, startPostgresCluster, type PostgresCluster };

let templateDump: Promise<Blob | null> | null = null;

/** The run's migrated template (tests/support/global-setup.ts), read once per test file; null outside Vitest's run. */
function pgliteTemplate(): Promise<Blob | null> {
  templateDump ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : null;
  })();
  return templateDump;
}

/** A fresh in-memory embedded database, migrated (seed optional: it costs a second or two). */
export async function freshPglite(options: { seed?: boolean } = {}): Promise<SqlExecutor> {
  const dump = await pgliteTemplate();
  const sql = await openPglite(null, dump ? { fromDump: dump } : {});
  // On the template the migrations are already applied: migrate() finds nothing to do but the seed.
  if (!dump || options.seed) await migrate(sql, { embeddedAuth: true, seed: options.seed ?? false });
  return sql;
}

export type PostgresDatabase = { sql: SqlExecutor; url: string; drop(): Promise<void> };

/**
 * A database of its own in the run's one PostgreSQL cluster: a copy of the migrated template (or
 * empty, `{ migrated: false }`, for tests of the migrations themselves). drop() closes and removes it.
 * Roles are the cluster's, shared by every database: the bootstrap creates them only where missing.
 */
export async function freshPostgres(options: { migrated?: boolean; max?: number } = {}): Promise<PostgresDatabase> {
  const clusterUrl = inject('postgresUrl');
  if (!clusterUrl) throw new Error('no PostgreSQL cluster for this run: vitest.config.ts starts it (tests/support/global-setup.ts)');
  const name = `test_${process.pid}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await onCluster(clusterUrl, `create database ${name}${options.migrated === false ? '' : ` template ${MIGRATED_TEMPLATE}`}`);
  const url = databaseUrl(clusterUrl, name);
  const sql = openPostgres(url, { max: options.max ?? 20 });
  return {
    sql,
    url,
    async drop() {
      await sql.close().catch(() => {}); // the caller may have closed it already
      await onCluster(clusterUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The embedded database's worker thread run from its TypeScript source (tsx compiles it), as Vitest needs. */
export const startWorkerFromSource: WorkerStarter = (workerData) => {
  const source = JSON.stringify(new URL('../../lib/db/pglite-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${source}, ${source}))`, { eval: true, workerData });
};

/** The embedded database as the server runs it, in a worker thread: in memory, or in dataDir. */
export function openWorkerPglite(dataDir: string | null = null, options: { onExit?: () => void } = {}): Promise<SqlExecutor> {
  return openPgliteWorker(dataDir, { ...options, startWorker: startWorkerFromSource });
}

/** A fresh in-memory embedded database in a worker thread, migrated. */
export async function freshWorkerPglite(): Promise<SqlExecutor> {
  const sql = await openWorkerPglite();
  await migrate(sql, { embeddedAuth: true, seed: false });
  return sql;
}

export async function migratedPostgres(url: string): Promise<SqlExecutor> {
  const sql = openPostgres(url, { max: 20 });
  await migrate(sql, { embeddedAuth: true, seed: false });
  return sql;
}

export type { ChildProcess };
export { spawn };

/**
 * Both database backends, for a store or service test that must hold on each (their drivers differ:
 * postgres.js types parameters, PGlite passes text): a fresh migrated database, and its stop.
 */
export const BOTH_BACKENDS = [
  { backend: 'the embedded database', open: async () => ({ sql: await freshPglite(), stop: async () => {} }) },
  {
    backend: 'PostgreSQL',
    open: async () => {
      const database = await freshPostgres();
      return { sql: database.sql, stop: () => database.drop() };
    },
  },
];
