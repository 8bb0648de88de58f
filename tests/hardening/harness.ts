import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { ANON_KEY_SECRET, signAnonKey } from '@/lib/auth/anonymous-key';
import { mainLine } from '@/lib/games/chess';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { freshPostgres, migratedPostgres, startPostgresCluster, type PostgresCluster } from '@/tests/support/databases';
import { insertPuzzle, MATE_IN_1 } from '@/tests/support/puzzle-fixtures';
import { parseSetCookie, startProductionServer, type ProductionServer, type Reply } from '@/tests/support/production-server';

export const PASSWORD = 'hardening pass 42';

/** Easy puzzles 1..count, all the same mate in one (so any of them is solved by one known move). */
export async function insertEasyPuzzles(sql: SqlExecutor, count: number): Promise<string[]> {
  const solution = mainLine(MATE_IN_1, 1);
  for (let idx = 1; idx <= count; idx++) await insertPuzzle(sql, 'easy', idx, MATE_IN_1, 1, solution);
  return solution;
}

export type PostgresSite = {
  /** The database's URL, the servers' DATABASE_URL. */
  url: string;
  /** The site's own cluster, when asked for (a test that stops or kills its server); null otherwise. */
  cluster: PostgresCluster | null;
  /** A direct connection for the test's own checks. */
  sql: SqlExecutor;
  servers: ProductionServer[];
  solution: string[];
  close(): Promise<void>;
};

/**
 * A migrated PostgreSQL database given `puzzles` easy puzzles (so the servers skip the 6,000-puzzle
 * seed), and `count` production servers on it: a database of its own in the run's cluster, or a
 * cluster of its own with `ownCluster` (for a test that stops or kills the database server).
 */
export async function startPostgresSite(
  options: { servers?: number; puzzles?: number; env?: Record<string, string>; ownCluster?: boolean } = {},
): Promise<PostgresSite> {
  const cluster = options.ownCluster ? await startPostgresCluster() : null;
  const database = cluster ? null : await freshPostgres();
  const url = cluster?.url ?? database?.url ?? '';
  const servers: ProductionServer[] = [];
  let sql: SqlExecutor | undefined;
  const close = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await sql?.close().catch(() => {});
    await cluster?.stop();
    await database?.drop();
  };
  try {
    sql = database ? database.sql : await migratedPostgres(url);
    const solution = await insertEasyPuzzles(sql, options.puzzles ?? 60);
    const started = await Promise.all(
      Array.from({ length: options.servers ?? 1 }, () => startProductionServer({ env: { DATABASE_URL: url, ...options.env } })),
    );
    servers.push(...started);
    return { url, cluster, sql, servers, solution, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The site's own cluster (started with `ownCluster: true`), to stop or kill. */
export function ownCluster(site: PostgresSite): PostgresCluster {
  if (!site.cluster) throw new Error("this site shares the run's cluster: start it with { ownCluster: true }");
  return site.cluster;
}

/** A unique, valid e-mail address. */
let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${process.pid}x${Date.now().toString(36)}${counter}@example.com`;
}

/** A unique client IP for the rate-limit buckets (X-Forwarded-For, as a reverse proxy would set it). */
export function uniqueIp(): string {
  const h = createHash('sha256').update(`${process.pid}-${Date.now()}-${Math.random()}`).digest();
  return `10.${h[0]}.${h[1]}.${h[2]}`;
}

/** The error vocabulary's JSON body: `{ error: { code, message } }` with a non-empty message. */
export function expectJsonError(reply: Reply, status?: number): { code: string; message: string } {
  const context = `${reply.status} ${reply.text.slice(0, 300)}`;
  if (status !== undefined) expect(reply.status, context).toBe(status);
  expect(String(reply.headers['content-type']), context).toMatch(/^application\/json/);
  const body = reply.json as { error?: { code?: unknown; message?: unknown } } | undefined;
  expect(typeof body?.error?.code, context).toBe('string');
  expect(typeof body?.error?.message, context).toBe('string');
  expect((body?.error?.message as string).length, context).toBeGreaterThan(0);
  return body!.error as { code: string; message: string };
}

export { clearOfWindowEdge } from '../support/rate-windows';

/** The anonymous key's cookie: `__Host-anon_key` on a site whose SITE_URL is https, else `anon_key`. */
export const anonCookieName = (siteUrl: string) => (siteUrl.startsWith('https://') ? '__Host-anon_key' : 'anon_key');

/** The value the reply sets for that cookie (undefined: none set; '' with Max-Age=0: removed). */
export function anonCookieSet(reply: Reply, name: string): string | undefined {
  return reply.setCookies.map(parseSetCookie).find((c) => c.name === name)?.value;
}

/** A signed key cookie value has this shape: the bare lowercase v4 UUID, a dot, 43 base64url characters. */
export const SIGNED_ANON_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\.[A-Za-z0-9_-]{43}$/;

/** The player key (as stored in every keyed table) inside a signed cookie value. */
export const bareKey = (value: string) => value.split('.')[0]!;

/**
 * A key signed with the database's own secret, read directly: what only the server could issue,
 * for tests proving that even a correctly signed key gains nothing it should not (an account's id).
 */
export async function signWithSiteSecret(sql: SqlExecutor, key: string): Promise<string> {
  const [row] = await sql.query<{ value: string }>('select value from public.server_secrets where name = $1', [ANON_KEY_SECRET]);
  if (!row) throw new Error('the site has not made its anonymous-key secret yet (no key issued so far)');
  return signAnonKey(key, Buffer.from(row.value, 'base64url'));
}
