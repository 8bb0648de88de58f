import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '@/lib/db/migrate';
import { pgliteExecutor } from '@/lib/db/pglite-executor';
import { openPostgres } from '@/lib/db/postgres-executor';
import { databaseUrl, MIGRATED_TEMPLATE, onCluster, startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumpDataDir() tarball of a migrated embedded database (no seed), loaded by freshPglite(). */
    pgliteTemplate: string;
    /** The run's one PostgreSQL cluster; each test file makes its databases in it (freshPostgres()). */
    postgresUrl: string;
    /** The property tests' seed for this run (tests/support/property-runs.ts). */
    propertySeed: number;
  }
}

type Shared = { pglite: string; url: string; seed: number; stop: () => Promise<void>; users: number };
const SHARED = Symbol.for('puzzle-games.vitest-templates');
const registry = globalThis as typeof globalThis & { [SHARED]?: Promise<Shared> };

/**
 * Once per `vitest run`: one migrated PGlite, dumped for every test file to load (initdb and the
 * migrations cost about 4 s each time), and one PostgreSQL cluster with a migrated template database.
 * Every project runs this setup; the first makes them, the others share them (same process), and
 * the last teardown stops the cluster.
 */
export default async function setup(project: TestProject) {
  registry[SHARED] ??= makeShared();
  const shared = await registry[SHARED];
  shared.users += 1;
  project.provide('propertySeed', shared.seed);
  project.provide('pgliteTemplate', shared.pglite);
  project.provide('postgresUrl', shared.url);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) await shared.stop();
  };
}

async function makeShared(): Promise<Shared> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitest-templates-'));
  const [pglite, cluster] = await Promise.all([migratedPgliteDump(folder), startPostgresCluster()]);
  await onCluster(cluster.url, `create database ${MIGRATED_TEMPLATE}`);
  const template = openPostgres(databaseUrl(cluster.url, MIGRATED_TEMPLATE), { max: 1 });
  await migrate(template, { embeddedAuth: true, seed: false });
  // A template database must have no open connection while it is copied.
  await template.close();
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, not ${process.env.FC_SEED}`);
  const depth = process.env.TEST_DEPTH === 'deep' ? 'every case (TEST_DEPTH=deep)' : 'a fifth of the cases (npm run test:deep runs all)';
  console.log(`[vitest] property and generator tests: seed ${seed} (FC_SEED=${seed} repeats it), ${depth}`);
  const stop = async () => {
    await cluster.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  return { pglite, url: cluster.url, seed, stop, users: 0 };
}

async function migratedPgliteDump(folder: string): Promise<string> {
  const db = new PGlite();
  await db.waitReady;
  await migrate(pgliteExecutor(db), { embeddedAuth: true, seed: false });
  const dump = await db.dumpDataDir('none');
  await db.close();
  const file = path.join(folder, 'pglite-migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}
