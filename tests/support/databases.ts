import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite-executor';
import { openPgliteWorker, type WorkerStarter } from '@/lib/db/pglite-worker-executor';
import { openPostgres } from '@/lib/db/postgres-executor';
import type { SqlExecutor } from '@/lib/db/sql-executor';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh in-memory embedded database, migrated (seed optional: it costs a second or two). */
export async function freshPglite(options: { seed?: boolean } = {}): Promise<SqlExecutor> {
  const sql = await openPglite(null);
  await migrate(sql, { embeddedAuth: true, seed: options.seed ?? false });
  return sql;
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

function pgBinDir(): string {
  try {
    return path.dirname(execFileSync('which', ['initdb']).toString().trim());
  } catch {
    const candidates = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1']).toString().trim();
    if (!candidates) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) were not found');
    return candidates;
  }
}

export type PostgresCluster = { url: string; port: number; dataDir: string; stop(): Promise<void>; restart(): Promise<void>; kill(): Promise<void>; start(): Promise<void> };

/** A throwaway PostgreSQL cluster: initdb into a temp folder, a free port, stopped by stop(). */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = pgBinDir();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const port = await freePort();
  // initdb refuses to run as root: run the cluster as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    if (asRoot) {
      execFileSync('chown', ['-R', 'postgres:postgres', dataDir]);
      return execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' });
    }
    return execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = async () => {
    run('pg_ctl', ['-D', dataDir, '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', '-l', path.join(dataDir, 'log.txt'), 'start']);
  };
  const stop = async (mode = 'fast') => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    } catch {
      /* already stopped */
    }
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    start,
    kill: () => stop('immediate'),
    restart: async () => {
      await stop();
      await start();
    },
    async stop() {
      await stop('immediate');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
      const cluster = await startPostgresCluster();
      return { sql: await migratedPostgres(cluster.url), stop: () => cluster.stop() };
    },
  },
];
