import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '@/lib/db/postgres-executor';

// No Vitest import here: the bench starts its cluster with this module outside any test run.

/** The migrated template database in the run's PostgreSQL cluster (tests/support/global-setup.ts). */
export const MIGRATED_TEMPLATE = 'migrated_template';

/** The URL of another database of the cluster whose `postgres` database clusterUrl names. */
export function databaseUrl(clusterUrl: string, name: string): string {
  return clusterUrl.replace(/\/postgres$/, `/${name}`);
}

/** One statement on the cluster's `postgres` database (create or drop a database), on a connection of its own. */
export async function onCluster(clusterUrl: string, statement: string): Promise<void> {
  const admin = openPostgres(clusterUrl, { max: 1 });
  try {
    await admin.query(statement);
  } finally {
    await admin.close();
  }
}

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

function pgBinDir(): string {
  try {
    return path.dirname(execFileSync('which', ['initdb']).toString().trim());
  } catch {
    const candidates = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1']).toString().trim();
    if (!candidates) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) were not found');
    return candidates;
  }
}

export type PostgresCluster = {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  kill(): Promise<void>;
  start(): Promise<void>;
};

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
    run('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      '-l',
      path.join(dataDir, 'log.txt'),
      'start',
    ]);
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
