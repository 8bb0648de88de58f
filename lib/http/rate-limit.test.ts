import { createHash, createHmac } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '@/lib/db/postgres-executor';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { createStore } from '@/lib/db/store';
import { freshPglite, freshPostgres } from '@/tests/support/databases';
import { hashSubject, rateBucket, RATE_RULES, SUBJECT_HASH_SECRET } from './rate-limit';

// The process's database, for the calls that take no store (rateBucket).
const context = vi.hoisted(() => ({ store: undefined as unknown }));
vi.mock('@/lib/db/database', () => ({ getStore: async () => context.store }));

// Each backend: a fresh database, and a second "server" on it (PostgreSQL: a connection of its own).
const BACKENDS = [
  {
    backend: 'the embedded database',
    open: async () => {
      const sql = await freshPglite();
      return { sql, second: sql, stop: () => sql.close() };
    },
  },
  {
    backend: 'PostgreSQL',
    open: async () => {
      const database = await freshPostgres();
      const second = openPostgres(database.url, { max: 2 });
      return { sql: database.sql, second, stop: async () => (await second.close(), database.drop()) };
    },
  },
];

const ADDRESS = '203.0.113.77';
const plainSha256 = (value: string) => createHash('sha256').update(value).digest();

describe.each(BACKENDS)('stored address hashes on $backend', ({ open }) => {
  const opened: { stop: () => Promise<void> }[] = [];
  const database = async () => {
    const db = await open();
    opened.push(db);
    return db;
  };
  afterAll(async () => {
    for (const db of opened) await db.stop();
  });

  it("are an HMAC under their purpose's key from the database secret, not SHA-256 of the address", async () => {
    const { sql } = await database();
    const store = createStore(sql);
    const hashed = await hashSubject(ADDRESS, 'rate-limit', store);
    const bytes = Buffer.from(hashed, 'base64url');
    // Not the old form, nor any prefix of a plain SHA-256 in either text: unmatched by hashing every IPv4 address.
    expect(plainSha256(ADDRESS).subarray(0, bytes.length).equals(bytes)).toBe(false);
    expect(plainSha256(ADDRESS).toString('hex')).not.toContain(hashed);
    const [row] = await sql.query<{ value: string }>('select value from public.server_secrets where name = $1', [SUBJECT_HASH_SECRET]);
    const key = createHmac('sha256', Buffer.from(row!.value, 'base64url')).update('rate-limit').digest();
    expect(hashed).toBe(createHmac('sha256', key).update(ADDRESS).digest('base64url').slice(0, 32));
    // The other purpose has a key of its own: the two tables cannot be joined on the hash.
    expect(await hashSubject(ADDRESS, 'help-address', store)).not.toBe(hashed);
  });

  it('agree between two servers on one database, and differ between databases', async () => {
    const one = await database();
    const [a, b] = [createStore(one.sql), createStore(one.second)];
    // Both servers ask at once for a secret neither has made yet: one is made, both use it.
    const [fromA, fromB] = await Promise.all([hashSubject(ADDRESS, 'help-address', a), hashSubject(ADDRESS, 'help-address', b)]);
    expect(fromB).toBe(fromA);
    expect(await hashSubject('198.51.100.1', 'help-address', b)).toBe(await hashSubject('198.51.100.1', 'help-address', a));
    expect(await hashSubject('198.51.100.2', 'help-address', a)).not.toBe(fromA);

    const other = await database();
    expect(await hashSubject(ADDRESS, 'help-address', createStore(other.sql))).not.toBe(fromA);
  });
});

describe('rate buckets', () => {
  let sql: SqlExecutor;
  afterAll(() => sql?.close());

  it('name the rule and the keyed hash, never the address', async () => {
    sql = await freshPglite();
    const store = createStore(sql);
    context.store = store;
    const { bucket } = await rateBucket(RATE_RULES.playStartsPerIp, ADDRESS);
    expect(bucket).toBe(`${RATE_RULES.playStartsPerIp.name}:${await hashSubject(ADDRESS, 'rate-limit', store)}`);
    expect(bucket).not.toContain(ADDRESS);
  });
});
