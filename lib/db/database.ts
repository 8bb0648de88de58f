import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { migrate } from './migrate';
import { openPgliteWorker } from './pglite-worker-executor';
import { openPostgres } from './postgres-executor';
import type { SqlExecutor } from './sql-executor';
import { createStore, type Store } from './store';
import { rememberServerInfo, writeServerInfo } from './embedded-server-file';

type Holder = { ready?: Promise<{ sql: SqlExecutor; store: Store }>; closed?: boolean };
// Kept on globalThis so dev-mode module reloads do not open a second embedded database.
const holder = ((globalThis as { __puzzleGamesDb?: Holder }).__puzzleGamesDb ??= {});

async function open(onWorkerExit: () => void): Promise<{ sql: SqlExecutor; store: Store }> {
  const env = getEnv();
  // The embedded database runs in a worker thread of its own (a crashed one is opened again).
  const sql =
    env.database.kind === 'embedded'
      ? await openPgliteWorker(path.resolve(env.database.dataDir), { onExit: onWorkerExit })
      : openPostgres(env.database.url);
  try {
    await migrate(sql, { embeddedAuth: env.auth.kind === 'embedded', seed: true });
  } catch (error) {
    await sql.close(); // before the retry opens the folder again
    throw error;
  }
  if (env.database.kind === 'embedded') {
    rememberServerInfo(writeServerInfo(path.resolve(env.database.dataDir), Number(process.env.PORT ?? 3000)));
  }
  return { sql, store: createStore(sql) };
}

/**
 * The process's database, opened, migrated and seeded on first use. A failed open is retried next
 * call, and so is one whose worker thread stopped (its calls meanwhile fail as unavailable: 503).
 * Only the open that is current may be forgotten: two PGlite instances on one folder would corrupt it.
 */
export function getDatabase(): Promise<{ sql: SqlExecutor; store: Store }> {
  // After shutdown closed it, nothing opens it again: the process is about to exit.
  if (holder.closed)
    return Promise.reject(Object.assign(new Error('the database was closed: the server is shutting down'), { code: 'CONNECTION_ENDED' }));
  if (!holder.ready) {
    const forget = () => {
      if (holder.ready === ready) holder.ready = undefined;
    };
    const ready = open(forget).catch((error: unknown) => {
      forget();
      throw error;
    });
    holder.ready = ready;
  }
  return holder.ready;
}

export async function getStore(): Promise<Store> {
  return (await getDatabase()).store;
}

/** Closes the process's database at shutdown (the embedded one's worker thread, or the pool's connections). */
export async function closeDatabase(): Promise<void> {
  holder.closed = true;
  const ready = holder.ready;
  holder.ready = undefined;
  const database = await ready?.catch(() => null);
  await database?.sql.close();
}
