import { PGlite } from '@electric-sql/pglite';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeChangedTables, AUTOANALYZE_STATISTICS_TARGET } from './pglite-autoanalyze';
import { migrate } from './migrate';
import { pgliteExecutor } from './pglite-executor';
import { autoExplained, seqScannedTables, type PlanNode } from '@/tests/support/query-plans';

/** Sends this session's pending table counters to the statistics now (PostgreSQL waits up to a second). */
const flushCounters = (db: PGlite) => db.query('select pg_stat_force_next_flush()');

describe("the embedded database's autoanalyze", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
    await db.exec('create table public.items (id int primary key, v int)');
  });
  afterAll(() => db.close());

  const insert = (from: number, to: number) => db.query(`insert into public.items select i, i % 7 from generate_series(${from}, ${to}) i`);
  const analysedRows = async () =>
    Number((await db.query<{ n: number }>("select reltuples::int as n from pg_class where oid = 'public.items'::regclass")).rows[0]!.n);

  it('analyses a table once more than 50 rows and a tenth of it changed, as autovacuum would, and not before', async () => {
    await insert(1, 40);
    await flushCounters(db);
    expect(await analyzeChangedTables(db)).toEqual([]);
    expect(await analysedRows()).toBe(-1); // never analysed

    await insert(41, 60);
    await flushCounters(db);
    expect(await analyzeChangedTables(db)).toEqual(['public.items']);
    expect(await analysedRows()).toBe(60);
    expect((await db.query("select 1 from pg_stats where tablename = 'items' and attname = 'v'")).rows).toHaveLength(1);
    // A small sample: the statistics target's buckets, not one a row.
    const [bounds] = (
      await db.query<{ n: number }>(
        "select cardinality(histogram_bounds::text::int[]) as n from pg_stats where tablename = 'items' and attname = 'id'",
      )
    ).rows;
    expect(bounds!.n).toBe(AUTOANALYZE_STATISTICS_TARGET + 1);

    // 60 rows analysed: the next analysis after more than 50 + 6 changes.
    await insert(61, 110);
    await flushCounters(db);
    expect(await analyzeChangedTables(db)).toEqual([]);
    await db.query('update public.items set v = v + 1 where id <= 10');
    await flushCounters(db);
    expect(await analyzeChangedTables(db)).toEqual(['public.items']);
    expect(await analysedRows()).toBe(110);
  });
});

describe("the sweep's cached plans on the embedded database, as its tables grow", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite({ extensions: { auto_explain } });
    await db.waitReady;
    await migrate(pgliteExecutor(db), { embeddedAuth: true, seed: false });
    const [puzzle] = (
      await db.query<{ id: string }>(
        "insert into public.game_puzzles (game_slug, level, puzzle, solution) values ('sudoku', 'easy', 'p', 's') returning id::text",
      )
    ).rows;
    await db.query(
      `insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id)
       select 'sudoku', 'player-' || (i % 5), 'practice', 'easy', current_date, $1 from generate_series(1, 20) i`,
      [puzzle!.id],
    );
    // The session's plans for the sweep's statements, made while the tables are nearly empty (past
    // the planner's five custom plans, PostgreSQL keeps a generic one).
    for (let i = 0; i < 8; i++) await db.query('select * from public.sweep_game_rows(1000, 500)');
    await db.query(
      `insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id)
       select 'sudoku', 'player-' || (i % 50), 'practice', 'easy', current_date, $1 from generate_series(1, 20000) i`,
      [puzzle!.id],
    );
    await db.exec(`load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
      set auto_explain.log_format = json; set auto_explain.log_level = notice`);
  }, 120_000);
  afterAll(() => db.close());

  /** The tables one sweep's statements read whole (every statement it ran, by auto_explain). */
  async function sweepScans(): Promise<string[]> {
    const plans: PlanNode[] = [];
    await db.query('select * from public.sweep_game_rows(1000, 500)', [], {
      onNotice: (notice) => {
        const explained = autoExplained(notice.message ?? '');
        if (explained) plans.push(explained.Plan);
      },
    });
    expect(plans.length).toBeGreaterThan(10);
    return [...new Set(plans.flatMap(seqScannedTables))];
  }

  it('reads game_plays whole with the plans of its first calls, and by its indexes once the tables are analysed', async () => {
    // The hazard itself, so this test cannot pass by the plans simply being good already.
    expect(await sweepScans()).toContain('game_plays');
    await flushCounters(db);
    expect(await analyzeChangedTables(db)).toContain('public.game_plays');
    // The table that grew is read by its indexes (the empty ones may well be read whole).
    expect(await sweepScans()).not.toContain('game_plays');
  });
});
