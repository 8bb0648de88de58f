import { PGlite, type Transaction } from '@electric-sql/pglite';
import { preparedQuery } from './pglite-prepared';
import type { Row, SqlExecutor } from './sql-executor';
import { makePrivateFolder } from './private-folder';
import { metrics } from '@/lib/observability/metrics';

type Queryable = PGlite | Transaction;

function wrap(target: Queryable, db: PGlite): SqlExecutor {
  return {
    kind: 'pglite',
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      if (target !== db && (target as Transaction).closed) throw new Error('Transaction is closed');
      const done = metrics().dbQueryDuration.startTimer({ backend: 'embedded' });
      try {
        return await preparedQuery<T>(db, text, params, target !== db);
      } finally {
        done();
      }
    },
    async exec(script: string) {
      await target.exec(script);
    },
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>) {
      // PGlite has one connection: a nested transaction simply runs inside the outer one.
      if (target !== db) return fn(wrap(target, db));
      return db.transaction((tx) => fn(wrap(tx, db)));
    },
    async close() {
      if (target === db) await db.close();
    },
  };
}

/** The executor over an open PGlite (the tests' template maker dumps the same instance afterwards). */
export function pgliteExecutor(db: PGlite): SqlExecutor {
  return wrap(db, db);
}

/**
 * Opens (creating if needed) an embedded PostgreSQL persisted in dataDir, or in memory when null.
 * `fromDump` starts it from a dumpDataDir() tarball instead of an empty cluster (the tests' migrated
 * template: loading one is several times faster than initdb plus the migrations).
 */
export async function openPglite(dataDir: string | null, options: { fromDump?: Blob } = {}): Promise<SqlExecutor> {
  const load = options.fromDump ? { loadDataDir: options.fromDump } : {};
  if (dataDir) makePrivateFolder(dataDir);
  const db = dataDir ? new PGlite(dataDir, load) : new PGlite(load);
  await db.waitReady;
  return wrap(db, db);
}
