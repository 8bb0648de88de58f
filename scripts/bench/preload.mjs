// BENCH_PRELOAD: fills a bench database to a year's size (preload-sql.mjs) between the empty and the
// preloaded rows, and measures what it holds afterwards (rows, the database's size on disk).
import { PRELOAD_BENCH_SIZE, preloadSql } from './preload-sql.mjs';

/** The preload size: the issue's, or smaller (BENCH_PRELOAD_PLAYS, players a tenth of the plays) for a quick check. */
export function preloadSize(env = process.env) {
  const plays = env.BENCH_PRELOAD_PLAYS ? Number(env.BENCH_PRELOAD_PLAYS) : PRELOAD_BENCH_SIZE.plays;
  const scale = plays / PRELOAD_BENCH_SIZE.plays;
  return {
    ...PRELOAD_BENCH_SIZE,
    plays,
    players: Math.max(10, Math.round(PRELOAD_BENCH_SIZE.players * scale)),
    rateLimits: Math.round(PRELOAD_BENCH_SIZE.rateLimits * scale),
    help: Math.round(PRELOAD_BENCH_SIZE.help * scale),
  };
}

const COUNTS = `select (select count(*) from public.game_plays)::int as plays, (select count(*) from public.game_results)::int as results,
  (select count(*) from public.rate_limits)::int as rate_limits, (select count(*) from public.daily_puzzles)::int as dailies,
  (select count(*) from public.leaderboard_bests)::int as bests, (select count(*) from auth.users)::int as accounts,
  pg_database_size(current_database())::bigint as bytes,
  (select pg_total_relation_size('public.game_plays'))::bigint as plays_bytes,
  (select pg_total_relation_size('public.game_results'))::bigint as results_bytes`;

/**
 * Runs the preload in one transaction on the bench's database (embedded: its data folder, the server
 * stopped by the caller). Answers the size used, the seconds it took and what the database holds.
 * @param {{ backend: 'embedded'|'postgres', dataDir?: string, databaseUrl?: string }} target
 */
export async function preloadDatabase(target, size = preloadSize()) {
  const statements = preloadSql(size);
  const t0 = Date.now();
  let counts;
  if (target.backend === 'embedded') {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(target.dataDir);
    await db.waitReady;
    try {
      await db.transaction(async (tx) => {
        for (const statement of statements) await tx.exec(statement);
      });
      await db.exec('checkpoint');
      [counts] = (await db.query(COUNTS)).rows;
    } finally {
      await db.close();
    }
  } else {
    const { default: postgres } = await import('postgres');
    const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await sql.begin(async (tx) => {
        for (const statement of statements) await tx.unsafe(statement);
      });
      await sql.unsafe('checkpoint');
      [counts] = await sql.unsafe(COUNTS);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  return { size, seconds: (Date.now() - t0) / 1000, counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])) };
}
