import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { openPostgres } from '../postgres-executor';
import type { SqlExecutor } from '../sql-executor';
import { serverSecretsStore } from './server-secrets';

describe.each(BOTH_BACKENDS)('server secrets and retired anonymous keys on $backend', ({ backend, open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, stop } = await open());
  });
  afterAll(async () => {
    await sql?.close();
    await stop?.();
  });

  const stored = async (name: string) =>
    (await sql.query<{ value: string }>('select value from public.server_secrets where name = $1', [name])).map((r) => r.value);

  it('makes a secret of 32 random bytes on first use, and every later call and store instance reads that one', async () => {
    const first = serverSecretsStore(sql);
    const secret = await first.secret('first-use');
    expect(secret).toBeInstanceOf(Buffer);
    expect(secret).toHaveLength(32);
    expect(await stored('first-use')).toEqual([secret.toString('base64url')]);
    expect(await first.secret('first-use')).toEqual(secret);
    // Another process on the same database: a store of its own, nothing cached.
    expect(await serverSecretsStore(sql).secret('first-use')).toEqual(secret);
    // Each name has its own.
    expect(await first.secret('another')).not.toEqual(secret);
  });

  it('stores racing to make the same secret all end up with the one that stands', async () => {
    // On PostgreSQL the stores have connections of their own, as separate server processes would.
    const extra = backend === 'PostgreSQL' ? await Promise.all(Array.from({ length: 4 }, () => openOwnConnection(sql))) : [];
    try {
      const executors = extra.length > 0 ? extra : [sql, sql, sql, sql];
      const secrets = await Promise.all(
        executors.flatMap((x) => [serverSecretsStore(x).secret('race'), serverSecretsStore(x).secret('race')]),
      );
      const [one] = await stored('race');
      for (const s of secrets) expect(s.toString('base64url')).toBe(one);
    } finally {
      await Promise.all(extra.map((x) => x.close()));
    }
  });

  it('caches the secret per store: a changed row is not read again by a store that has it', async () => {
    const store = serverSecretsStore(sql);
    const before = await store.secret('cached');
    await sql.query('update public.server_secrets set value = $2 where name = $1', ['cached', Buffer.alloc(32, 7).toString('base64url')]);
    expect(await store.secret('cached')).toEqual(before);
    expect(await serverSecretsStore(sql).secret('cached')).toEqual(Buffer.alloc(32, 7));
  });

  it('tells a usable key from a retired one and from an account’s id', async () => {
    const store = serverSecretsStore(sql);
    const [user] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [
      `secrets-${Date.now()}@example.com`,
    ]);
    const key = crypto.randomUUID();
    expect(await store.anonKeyStanding(key)).toBe('usable');
    expect(await store.anonKeyStanding(user!.id)).toBe('account');
    await store.retireAnonKey(key);
    await store.retireAnonKey(key); // idempotent
    expect(await store.anonKeyStanding(key)).toBe('retired');
    expect(await sql.query('select anon_key from public.retired_anon_keys where anon_key = $1', [key])).toEqual([{ anon_key: key }]);
    // A retired account id still gains nothing.
    await store.retireAnonKey(user!.id);
    expect(await store.anonKeyStanding(user!.id)).toBe('account');
  });
});

/** A second connection pool to the same PostgreSQL database as `sql`. */
async function openOwnConnection(sql: SqlExecutor): Promise<SqlExecutor> {
  const [row] = await sql.query<{ port: string; db: string }>("select current_setting('port') as port, current_database() as db");
  return openPostgres(`postgres://postgres@127.0.0.1:${row!.port}/${row!.db}`, { max: 2 });
}
