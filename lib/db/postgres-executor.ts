import postgres from 'postgres';
import type { Row, SqlExecutor } from './sql-executor';
import { metrics } from '@/lib/observability/metrics';

type Client = postgres.Sql | postgres.TransactionSql;

function wrap(client: Client, root: postgres.Sql): SqlExecutor {
  return {
    kind: 'postgres',
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const done = metrics().dbQueryDuration.startTimer({ backend: 'postgres' });
      try {
        const rows = await client.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
        return rows as unknown as T[];
      } finally {
        done();
      }
    },
    async exec(script: string) {
      await client.unsafe(script);
    },
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>) {
      if (client !== root) return fn(wrap(client, root));
      return (await root.begin((tx) => fn(wrap(tx, root)))) as T;
    },
    async close() {
      if (client === root) await root.end({ timeout: 5 });
    },
  };
}

/**
 * A pooled postgres.js client. prepare:false keeps it compatible with Supabase's transaction pooler;
 * int8 and numeric come back as strings, so the store casts what it reads.
 */
export function openPostgres(url: string, options: { max?: number } = {}): SqlExecutor {
  const sql = postgres(url, {
    max: options.max ?? 10,
    prepare: false,
    onnotice: () => {},
    connect_timeout: 5,
    // postgres.js waits up to 20 s (3^attempts / 100 s) before reconnecting after failures, and the
    // requests queued meanwhile wait with it: during an outage a page took 5-15 s to say the data is
    // unavailable. At most a second, so they fail fast (503, or a page without its data).
    backoff: (attempts: number) => Math.min(0.05 * 2 ** attempts, 1),
    idle_timeout: 30,
  });
  return wrap(sql, sql);
}
