import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { KEEP_STRIPE_EVENTS_DAYS, SWEEP_BATCH, SWEEP_KEYS, SWEPT_KINDS, sweepsStore, type SweepCounts } from './sweeps';

/** The tables a player key owns rows in, and how to count a key's rows there. */
const KEYED = [
  ['game_plays', 'player_key'],
  ['game_results', 'player_key'],
  ['puzzle_progress', 'key'],
  ['puzzle_attempts', 'key'],
  ['play_quota', 'key'],
  ['play_quota_items', 'key'],
] as const;

describe.each(BOTH_BACKENDS)('sweeps on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  let gamePuzzle: string;
  let chessPuzzle: string;
  const sweep = () => sweepsStore(sql).sweepGameRows();
  const nothing = (counts: SweepCounts) => Object.values(counts).every((n) => n === 0);
  /**
   * Sweeps until nothing is left, so each test starts from its own rows only, then sends the walk
   * through the player keys back to the start, so the next call looks at every key (fewer than
   * SWEEP_KEYS here). Two empty calls in a row: the second has looked at every key.
   */
  async function drain() {
    while (!(nothing(await sweep()) && nothing(await sweep())));
    await sql.query("update public.sweep_positions set after_key = '' where name = 'anonymous_keys'");
  }
  /** No keyed rows at all, so the keys a test adds are the only ones the walk meets. */
  async function onlyNewKeys() {
    for (const [table] of KEYED) await sql.query(`delete from public.${table}`);
    await sql.query("update public.sweep_positions set after_key = '' where name = 'anonymous_keys'");
  }
  const count = async (query: string, params: unknown[] = []) =>
    Number((await sql.query<{ n: number }>(`select count(*)::int as n from ${query}`, params))[0]!.n);

  beforeAll(async () => {
    ({ sql, stop } = await open());
    gamePuzzle = (
      await sql.query<{ id: string }>(
        "insert into public.game_puzzles (game_slug, level, puzzle, solution) values ('sudoku', 'easy', 'p', 's') returning id::text",
      )
    )[0]!.id;
    chessPuzzle = (
      await sql.query<{ id: string }>(
        "insert into public.puzzles (difficulty, idx, fen, player_to_move, max_user_moves, solution) values ('easy', 1, '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 'w', 1, '{d1d8}') returning id::text",
      )
    )[0]!.id;
  });
  afterAll(async () => {
    await sql.close();
    await stop();
  });

  /** A play of this key started daysAgo, still playing or finished then. */
  const play = (key: string, daysAgo: number, status: 'playing' | 'won' = 'playing') =>
    sql.query(
      `insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id, status, started_at, finished_at)
       values ('sudoku', $1, 'practice', 'easy', current_date, $2, $3, now() - make_interval(days => $4::int),
               case when $3 = 'playing' then null else now() - make_interval(days => $4::int) end)`,
      [key, gamePuzzle, status, daysAgo],
    );

  /** One row of this key in every keyed table, each last touched daysAgo. */
  async function keyedRows(key: string, daysAgo: number) {
    const ago = 'now() - make_interval(days => $2::int)';
    await play(key, daysAgo, 'won');
    await sql.query(
      `insert into public.game_results (game_slug, player_key, source, mode, level, day, won, finished_at)
       values ('sudoku', $1, 'play:' || gen_random_uuid(), 'practice', 'easy', (${ago})::date, true, ${ago})`,
      [key, daysAgo],
    );
    await sql.query(`insert into public.puzzle_progress (key, difficulty, last_completed, updated_at) values ($1, 'easy', 1, ${ago})`, [
      key,
      daysAgo,
    ]);
    await sql.query(`insert into public.puzzle_attempts (key, puzzle_id, started_at, updated_at) values ($1, $3, ${ago}, ${ago})`, [
      key,
      daysAgo,
      chessPuzzle,
    ]);
    await sql.query(
      `insert into public.play_quota (key, game_slug, day, used, updated_at) values ($1, 'chess_puzzles', (${ago})::date, 1, ${ago})`,
      [key, daysAgo],
    );
    await sql.query(
      `insert into public.play_quota_items (key, game_slug, day, item, created_at) values ($1, 'chess_puzzles', (${ago})::date, 'p1', ${ago})`,
      [key, daysAgo],
    );
  }
  const rowsOf = async (key: string) => {
    const counts: Record<string, number> = {};
    for (const [table, column] of KEYED) counts[table] = await count(`public.${table} where ${column} = $1`, [key]);
    return counts;
  };
  const everyTable = (n: number) => Object.fromEntries(KEYED.map(([table]) => [table, n]));

  it('deletes plays still playing 30 days after they started, and keeps newer and finished ones', async () => {
    await drain();
    const key = randomUUID();
    await play(key, 31);
    await play(key, 29);
    await play(key, 45, 'won');
    expect((await sweep()).abandoned_plays).toBe(1);
    const left = await sql.query<{ status: string; days: number }>(
      'select status, extract(day from now() - started_at)::int as days from public.game_plays where player_key = $1 order by started_at',
      [key],
    );
    expect(left).toEqual([
      { status: 'won', days: 45 },
      { status: 'playing', days: 29 },
    ]);
  });

  it('deletes rate-limit windows and help records older than 2 days', async () => {
    await drain();
    const bucket = `sweep-${randomUUID()}`;
    await sql.query(
      "insert into public.rate_limits (bucket, window_start, hits) values ($1, now() - interval '49 hours', 1), ($1, now() - interval '47 hours', 1)",
      [bucket],
    );
    await sql.query(
      `insert into public.puzzle_help (puzzle_id, player_key, address, kind, created_at)
       values ($1, 'helped', 'a', 'hint', now() - interval '49 hours'), ($1, 'helped', 'a', 'check', now() - interval '47 hours')`,
      [gamePuzzle],
    );
    expect(await sweep()).toMatchObject({ rate_limits: 1, puzzle_help: 1 });
    expect(await count("public.rate_limits where bucket = $1 and window_start > now() - interval '48 hours'", [bucket])).toBe(1);
    expect(await count('public.rate_limits where bucket = $1', [bucket])).toBe(1);
    expect(await sql.query('select kind from public.puzzle_help')).toEqual([{ kind: 'check' }]);
  });

  it(`deletes processed Stripe event ids after ${KEEP_STRIPE_EVENTS_DAYS} days`, async () => {
    await drain();
    await sql.query(
      `insert into public.stripe_events (event_id, event_type, processed_at)
       values ('evt_old', 'invoice.paid', now() - make_interval(days => $1::int, hours => 1)),
              ('evt_young', 'invoice.paid', now() - make_interval(days => $1::int) + interval '1 hour')`,
      [KEEP_STRIPE_EVENTS_DAYS],
    );
    expect(await sweep()).toMatchObject({ stripe_events: 1 });
    expect(await sql.query('select event_id from public.stripe_events')).toEqual([{ event_id: 'evt_young' }]);
  });

  it('deletes retired anonymous keys after 400 days', async () => {
    await drain();
    await sql.query(
      "insert into public.retired_anon_keys (anon_key, retired_at) values ('old-key', now() - interval '401 days'), ('young-key', now() - interval '399 days')",
    );
    expect((await sweep()).retired_anon_keys).toBe(1);
    expect(await sql.query('select anon_key from public.retired_anon_keys')).toEqual([{ anon_key: 'young-key' }]);
  });

  it("deletes every row of an anonymous key idle for 400 days, and nothing of an account's or of a key still in use", async () => {
    await drain();
    const idle = randomUUID();
    const ephemeral = `anon_${randomUUID()}`;
    const active = randomUUID();
    const [account] = await sql.query<{ id: string }>("insert into auth.users (email) values ('kept@example.com') returning id::text");
    await sql.query('insert into public.profiles (user_id) values ($1)', [account!.id]);
    const [withoutProfile] = await sql.query<{ id: string }>(
      "insert into auth.users (email) values ('no-profile@example.com') returning id::text",
    );
    for (const key of [idle, ephemeral, active, account!.id, withoutProfile!.id]) await keyedRows(key, 401);
    // One recent touch keeps all of a key's rows, in every table.
    await sql.query("update public.puzzle_progress set updated_at = now() - interval '10 days' where key = $1", [active]);

    const swept = await sweep();
    expect(swept).toMatchObject({
      anonymous_plays: 2,
      anonymous_results: 2,
      anonymous_progress: 2,
      anonymous_attempts: 2,
      anonymous_quota: 2,
      anonymous_quota_items: 2,
    });
    expect(await rowsOf(idle)).toEqual(everyTable(0));
    expect(await rowsOf(ephemeral)).toEqual(everyTable(0));
    for (const kept of [active, account!.id, withoutProfile!.id]) expect(await rowsOf(kept)).toEqual(everyTable(1));
    // A key last seen 399 days ago is still in use.
    const recent = randomUUID();
    await keyedRows(recent, 399);
    await sweep();
    expect(await rowsOf(recent)).toEqual(everyTable(1));
  });

  it('deletes the rows of a short-lived key (a version-8 UUID, issued past its address’s allowance) idle for 2 days', async () => {
    await drain();
    const shortLived = () => `${randomUUID().slice(0, 14)}8${randomUUID().slice(15)}`;
    const [idle, recent, standing] = [shortLived(), shortLived(), randomUUID()];
    await keyedRows(idle, 3);
    await keyedRows(recent, 1);
    await keyedRows(standing, 3);
    expect(await sweep()).toMatchObject({ anonymous_plays: 1, anonymous_attempts: 1, anonymous_quota: 1, anonymous_quota_items: 1 });
    expect(await rowsOf(idle)).toEqual(everyTable(0));
    // One still within its day (and the one after), and a standing key's three idle days, are kept.
    expect(await rowsOf(recent)).toEqual(everyTable(1));
    expect(await rowsOf(standing)).toEqual(everyTable(1));
  });

  it(`deletes at most ${SWEEP_BATCH} rows of each kind per call`, async () => {
    await drain();
    await onlyNewKeys();
    const over = SWEEP_BATCH + 5;
    const idle = randomUUID();
    await sql.query(
      `insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id, started_at)
       select 'sudoku', 'abandoner', 'practice', 'easy', current_date, $2, now() - interval '31 days' from generate_series(1, $1::int)`,
      [over, gamePuzzle],
    );
    await sql.query(
      "insert into public.rate_limits (bucket, window_start, hits) select 'batch', now() - make_interval(days => 3, secs => n), 1 from generate_series(1, $1::int) n",
      [over],
    );
    await sql.query(
      "insert into public.puzzle_help (puzzle_id, player_key, address, kind, created_at) select $2, 'batch', 'a', 'hint', now() - interval '3 days' from generate_series(1, $1::int)",
      [over, gamePuzzle],
    );
    await sql.query(
      "insert into public.retired_anon_keys (anon_key, retired_at) select 'batch-' || n, now() - interval '401 days' from generate_series(1, $1::int) n",
      [over],
    );
    await sql.query(
      `insert into public.game_results (game_slug, player_key, source, mode, level, day, won, finished_at)
       select 'sudoku', $2, 'batch:' || n, 'practice', 'easy', current_date - 401, true, now() - interval '401 days' from generate_series(1, $1::int) n`,
      [over, idle],
    );

    const full: Partial<SweepCounts> = {
      abandoned_plays: SWEEP_BATCH,
      rate_limits: SWEEP_BATCH,
      puzzle_help: SWEEP_BATCH,
      retired_anon_keys: SWEEP_BATCH,
      anonymous_results: SWEEP_BATCH,
    };
    const first = await sweep();
    expect(first).toMatchObject(full);
    for (const kind of SWEPT_KINDS) expect(first[kind]).toBeLessThanOrEqual(SWEEP_BATCH);
    expect(await count("public.game_plays where player_key = 'abandoner'")).toBe(5);
    expect(await count("public.rate_limits where bucket = 'batch'")).toBe(5);
    expect(await count("public.puzzle_help where player_key = 'batch'")).toBe(5);
    expect(await count("public.retired_anon_keys where anon_key like 'batch-%'")).toBe(5);
    expect(await count('public.game_results where player_key = $1', [idle])).toBe(5);

    // The key whose rows filled a batch is taken again, and the rest of its rows go.
    expect(await sweep()).toMatchObject({ abandoned_plays: 5, rate_limits: 5, puzzle_help: 5, retired_anon_keys: 5, anonymous_results: 5 });
    expect(nothing(await sweep())).toBe(true);
  });

  it(`looks at ${SWEEP_KEYS} player keys per call, and the next call goes on from there`, async () => {
    await drain();
    await onlyNewKeys();
    const keys = SWEEP_KEYS + 5;
    await sql.query(
      `insert into public.game_results (game_slug, player_key, source, mode, level, day, won, finished_at)
       select 'sudoku', gen_random_uuid()::text, 'keys:' || n, 'practice', 'easy', current_date - 401, true, now() - interval '401 days' from generate_series(1, $1::int) n`,
      [keys],
    );
    expect((await sweep()).anonymous_results).toBe(SWEEP_KEYS);
    expect((await sweep()).anonymous_results).toBe(5);
    expect(await count('public.game_results')).toBe(0);
    expect(nothing(await sweep())).toBe(true);
  });
});
