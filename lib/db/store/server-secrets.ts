import { randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../sql-executor';

// No 'server-only' here: the operator scripts (set-tier) load the whole store outside Next.js.
// Nothing reaches the browser from this module; lib/auth/anonymous-key.ts uses the secret.

/** What an anonymous key is worth: usable, an account's id (gains nothing), or retired. */
export type AnonKeyStanding = 'usable' | 'account' | 'retired';

/**
 * The server's secrets, kept in the database so that every process sharing it agrees on them, and
 * the anonymous keys signed with one that have been retired (merged into an account, signed out).
 */
export function serverSecretsStore(sql: SqlExecutor) {
  // One read per process and name; a failed read is not remembered, the next call tries again.
  const cache = new Map<string, Promise<Buffer>>();

  async function load(name: string): Promise<Buffer> {
    // Generated here, not in SQL: pgcrypto is not everywhere. The first insert stands; a process
    // that loses the race reads the winner's in a second statement (a fresh snapshot that sees it).
    const generated = randomBytes(32).toString('base64url');
    const [inserted] = await sql.query<{ value: string }>(
      'insert into public.server_secrets (name, value) values ($1, $2) on conflict (name) do nothing returning value',
      [name, generated],
    );
    const value =
      inserted?.value ?? (await sql.query<{ value: string }>('select value from public.server_secrets where name = $1', [name]))[0]?.value;
    if (!value) throw new Error(`server secret ${name} could not be read`);
    return Buffer.from(value, 'base64url');
  }

  return {
    /** The named secret (32 random bytes), made on first use. */
    secret(name: string): Promise<Buffer> {
      let found = cache.get(name);
      if (!found) {
        found = load(name);
        cache.set(name, found);
        found.catch(() => cache.delete(name));
      }
      return found;
    },

    /**
     * Whether a verified anonymous key may be used: not once retired, and never when it equals an
     * account's id (keys share the keyed tables with user ids). One round trip.
     */
    async anonKeyStanding(key: string): Promise<AnonKeyStanding> {
      const [row] = await sql.query<{ retired: boolean; account: boolean }>(
        `select exists (select 1 from public.retired_anon_keys where anon_key = $1::text) as retired,
                exists (select 1 from auth.users where id = $1::text::uuid)
                  or exists (select 1 from public.profiles where user_id = $1::text::uuid) as account`,
        [key],
      );
      if (row?.account) return 'account';
      return row?.retired ? 'retired' : 'usable';
    },

    /** Retires a key for good: a browser still holding it is treated as having none. */
    async retireAnonKey(key: string): Promise<void> {
      await sql.query('insert into public.retired_anon_keys (anon_key) values ($1) on conflict (anon_key) do nothing', [key]);
    },
  };
}
