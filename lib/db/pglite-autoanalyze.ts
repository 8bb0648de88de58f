// PGlite is PostgreSQL in a single-user process: no autovacuum, so nothing ever analyses its tables.
// Without statistics the planner guesses (a third of a table for a range), and the generic plans of
// the session's cached statements, made when the tables were nearly empty, are kept for the life of
// the process: a plan that scanned a 20-row table whole then scans it whole at a million rows (the
// sweep's deletes did, issue 45). ANALYZE gives the planner the tables' real sizes and values, and
// invalidates the cached plans that read an analysed table, so they are made again.
import type { PGlite } from '@electric-sql/pglite';

/** How often the server's embedded database looks for tables to analyse (autovacuum's naptime). */
export const AUTOANALYZE_EVERY_MS = 60_000;

/**
 * Rows sampled per column: 300 times this. PostgreSQL's default of 100 (30,000 rows) held the
 * database, which has one connection, 90-370 ms for an analysis of game_plays at 20,000-400,000
 * plays; at 10 (PostgreSQL's default before 8.4), 14-29 ms. Ten histogram buckets are enough for the
 * choices its plans make (an index or not; how many rows a key has).
 */
export const AUTOANALYZE_STATISTICS_TARGET = 10;

/**
 * The tables that changed enough since they were last analysed, by PostgreSQL's own autovacuum
 * rule: more than 50 rows plus a tenth of the table (autovacuum_analyze_threshold and _scale_factor).
 * So a table is analysed again each time it grows by a tenth: rarely, once it is large.
 */
const DUE = `
  select format('%I.%I', s.schemaname, s.relname) as name
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  order by s.schemaname, s.relname`;

/** Analyses every table due (see DUE); answers their names. */
export async function analyzeChangedTables(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(DUE);
  if (rows.length === 0) return [];
  // Used by ANALYZE alone, so setting it for the session changes nothing else.
  await db.exec(`set default_statistics_target = ${AUTOANALYZE_STATISTICS_TARGET}`);
  // One table at a time: each ANALYZE holds the database only as long as its own sample takes.
  for (const { name } of rows) await db.exec(`analyze ${name}`);
  return rows.map((r) => r.name);
}
