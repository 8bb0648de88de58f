import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { migrate } from './migrate';
import { openPglite } from './pglite-executor';
import { openPostgres } from './postgres-executor';
import type { SqlExecutor } from './sql-executor';
import { createStore, type Store } from './store';
import { rememberServerInfo, writeServerInfo } from './embedded-server-file';

type Holder = { ready?: Promise<{ sql: SqlExecutor; store: Store }> };
// Kept on globalThis so dev-mode module reloads do not open a second embedded database.
const holder = ((globalThis as { __puzzleGamesDb?: Holder }).__puzzleGamesDb ??= {});

async function open(): Promise<{ sql: SqlExecutor; store: Store }> {
  const env = getEnv();
  const sql =
    env.database.kind === 'embedded'
      ? await openPglite(path.resolve(env.database.dataDir))
      : openPostgres(env.database.url);
  await migrate(sql, { embeddedAuth: env.auth.kind === 'embedded', seed: true });
  if (env.database.kind === 'embedded') {
    rememberServerInfo(writeServerInfo(path.resolve(env.database.dataDir), Number(process.env.PORT ?? 3000)));
  }
  return { sql, store: createStore(sql) };
}

/** The process's database, opened, migrated and seeded on first use. A failed open is retried next call. */
export function getDatabase(): Promise<{ sql: SqlExecutor; store: Store }> {
  if (!holder.ready) {
    holder.ready = open().catch((error: unknown) => {
      holder.ready = undefined;
      throw error;
    });
  }
  return holder.ready;
}

export async function getStore(): Promise<Store> {
  return (await getDatabase()).store;
}
