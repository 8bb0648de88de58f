import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { enterLeaderboards, gameResultsStore } from './game-results';
import { leaderboardStore } from './leaderboard';

/** Runs fn as the anon role (what a browser's database client is), always rolled back. */
async function asAnon<T>(sql: SqlExecutor, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return sql
    .transaction(async (tx) => {
      await tx.exec('set local role anon');
      throw Object.assign(new Error('rollback'), { result: await fn(tx) });
    })
    .catch((error: { message?: string; result?: T }) => {
      if (error.message === 'rollback') return error.result as T;
      throw error;
    });
}

describe.each(BOTH_BACKENDS)('leaderboard_public on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  // Players in the order the board ranks them: by time, then by when, then by user id.
  let expected: { name: string; timeSeconds: number }[];
  beforeAll(async () => {
    ({ sql, stop } = await open());
    const ids = [
      '00000000-0000-4000-8000-00000000000b',
      '00000000-0000-4000-8000-00000000000a',
      '00000000-0000-4000-8000-00000000000c',
      '00000000-0000-4000-8000-00000000000d',
    ];
    const entries: [string, string, number, string][] = [
      [ids[0]!, 'Tied Later Id', 50, '2026-02-01T10:00:00Z'],
      [ids[1]!, 'Tied Earlier Id', 50, '2026-02-01T10:00:00Z'],
      [ids[2]!, 'Tied Sooner', 50, '2026-01-31T10:00:00Z'],
      [ids[3]!, 'Fastest', 40, '2026-02-02T10:00:00Z'],
    ];
    for (const [id, name, seconds, at] of entries) {
      await sql.query('insert into auth.users (id, email) values ($1::uuid, $2)', [id, `${id}@example.com`]);
      await sql.query('insert into public.profiles (user_id, display_name, display_name_chosen) values ($1, $2, true)', [id, name]);
      await sql.query(
        "insert into public.leaderboard_bests (game_slug, board, user_id, time_seconds, achieved_at) values ('sudoku', 'all:easy', $1, $2, $3::timestamptz)",
        [id, seconds, at],
      );
    }
    // Another board, so ranks start again on each.
    await sql.query(
      "insert into public.leaderboard_bests (game_slug, board, user_id, time_seconds) values ('sudoku', 'daily:2026-02-02', $1, 99)",
      [ids[0]],
    );
    expected = [
      { name: 'Fastest', timeSeconds: 40 },
      { name: 'Tied Sooner', timeSeconds: 50 },
      { name: 'Tied Earlier Id', timeSeconds: 50 },
      { name: 'Tied Later Id', timeSeconds: 50 },
    ];
  });
  afterAll(async () => {
    await sql.close();
    await stop();
  });

  it('shows the browser roles a board, its rank, names, times and scores, and nothing else', async () => {
    const [view] = await sql.query<{ columns: string[] }>(
      "select array_agg(column_name::text order by ordinal_position) as columns from information_schema.columns where table_schema = 'public' and table_name = 'leaderboard_public'",
    );
    expect(view?.columns).toEqual(['game_slug', 'board', 'rank', 'name', 'time_seconds', 'score']);
    const rows = await asAnon(sql, (tx) =>
      tx.query<{ game_slug: string; board: string; rank: number | string; name: string; time_seconds: number }>(
        "select * from public.leaderboard_public where game_slug = 'sudoku' order by board, rank",
      ),
    );
    expect(rows.map((r) => ({ board: r.board, rank: Number(r.rank), name: r.name, timeSeconds: Number(r.time_seconds) }))).toEqual([
      ...expected.map((e, i) => ({ board: 'all:easy', rank: i + 1, ...e })),
      { board: 'daily:2026-02-02', rank: 1, name: 'Tied Later Id', timeSeconds: 99 },
    ]);
  });

  it('lets the browser roles only read it', async () => {
    const write = await asAnon(sql, (tx) =>
      tx.query("delete from public.leaderboard_public where game_slug = 'sudoku'").then(
        () => 'allowed',
        (e: Error) => e.message,
      ),
    );
    expect(write).toMatch(/permission denied|cannot delete/);
    const [grants] = await sql.query<{ privileges: string[] }>(
      "select array_agg(distinct grantee || ':' || privilege_type order by grantee || ':' || privilege_type) as privileges from information_schema.role_table_grants where table_schema = 'public' and table_name = 'leaderboard_public' and grantee in ('anon', 'authenticated')",
    );
    expect(grants?.privileges).toEqual(['anon:SELECT', 'authenticated:SELECT']);
  });

  it('ranks as the site lists a board, ties included', async () => {
    // 60 players on 6 times and 3 moments: most places are decided by the later keys.
    await sql.query(
      `with players as (
         insert into auth.users (email) select 'tie' || n || '@example.com' from generate_series(1, 60) n returning id
       ), named as (
         insert into public.profiles (user_id, display_name) select id, 'Tie ' || left(id::text, 8) from players returning user_id
       )
       insert into public.leaderboard_bests (game_slug, board, user_id, time_seconds, achieved_at)
       select 'queenie', 'all:hard', user_id, 10 + floor(random() * 6)::int, '2026-03-01'::timestamptz + floor(random() * 3)::int * interval '1 hour' from named`,
    );
    const site = await leaderboardStore(sql).topEntries('queenie', 'all:hard', 100);
    const view = await asAnon(sql, (tx) =>
      tx.query<{ rank: number | string; name: string; time_seconds: number }>(
        "select rank, name, time_seconds from public.leaderboard_public where game_slug = 'queenie' and board = 'all:hard' order by rank",
      ),
    );
    expect(site).toHaveLength(60);
    expect(view.map((r) => ({ rank: Number(r.rank), name: r.name, timeSeconds: Number(r.time_seconds) }))).toEqual(site);
  });

  it('is the order the site lists a board in', async () => {
    const top = await leaderboardStore(sql).topEntries('sudoku', 'all:easy', 3);
    expect(top).toEqual(expected.slice(0, 3).map((e, i) => ({ rank: i + 1, ...e })));
    expect(await leaderboardStore(sql).topEntries('sudoku', 'daily:2026-02-02', 10)).toEqual([
      { rank: 1, name: 'Tied Later Id', timeSeconds: 99 },
    ]);
  });
});

describe.each(BOTH_BACKENDS)('a board ranked by score first (Word Guesser: guesses, then time) on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  const player = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
  const enter = (n: number, score: number, timeSeconds: number, boards = ['all:standard']) =>
    enterLeaderboards(sql, { gameSlug: 'wordguesser', boards, userId: player(n), timeSeconds, score });
  beforeAll(async () => {
    ({ sql, stop } = await open());
    for (const n of [1, 2, 3, 4]) {
      await sql.query('insert into auth.users (id, email) values ($1::uuid, $2)', [player(n), `p${n}@example.com`]);
      await sql.query('insert into public.profiles (user_id, display_name, display_name_chosen) values ($1, $2, true)', [
        player(n),
        `Player ${n}`,
      ]);
    }
  });
  afterAll(async () => {
    await sql.close();
    await stop();
  });

  it('puts fewer guesses above a faster time, and the faster of equal guesses first', async () => {
    expect(await enter(1, 4, 30)).toEqual({ 'all:standard': 1 });
    // Slower, but in three: above player 1.
    expect(await enter(2, 3, 90)).toEqual({ 'all:standard': 1 });
    // Three guesses and faster: above player 2.
    expect(await enter(3, 3, 60)).toEqual({ 'all:standard': 1 });
    // Five guesses, whatever the time: last.
    expect(await enter(4, 5, 5)).toEqual({ 'all:standard': 4 });
    const top = await leaderboardStore(sql).topEntries('wordguesser', 'all:standard', 10, { withScore: true });
    expect(top).toEqual([
      { rank: 1, name: 'Player 3', timeSeconds: 60, score: 3 },
      { rank: 2, name: 'Player 2', timeSeconds: 90, score: 3 },
      { rank: 3, name: 'Player 1', timeSeconds: 30, score: 4 },
      { rank: 4, name: 'Player 4', timeSeconds: 5, score: 5 },
    ]);
    // The public view ranks the same way and shows the score.
    const view = await asAnon(sql, (tx) =>
      tx.query<{ rank: number | string; name: string; time_seconds: number; score: number }>(
        "select rank, name, time_seconds, score from public.leaderboard_public where game_slug = 'wordguesser' and board = 'all:standard' order by rank",
      ),
    );
    expect(view.map((r) => ({ rank: Number(r.rank), name: r.name, timeSeconds: Number(r.time_seconds), score: Number(r.score) }))).toEqual(
      top,
    );
  });

  it("keeps a player's best by guesses first: a faster win in more guesses does not replace it", async () => {
    // Player 2 (3 guesses, 90 s) wins again in four, faster: the entry stays, and so does the rank.
    expect(await enter(2, 4, 10)).toEqual({ 'all:standard': 2 });
    // The same guesses, faster: replaces it.
    expect(await enter(2, 3, 50)).toEqual({ 'all:standard': 1 });
    // Fewer guesses, slower: replaces it too.
    expect(await enter(1, 2, 200)).toEqual({ 'all:standard': 1 });
    const top = await leaderboardStore(sql).topEntries('wordguesser', 'all:standard', 10, { withScore: true });
    expect(top.map((e) => [e.name, e.score, e.timeSeconds])).toEqual([
      ['Player 1', 2, 200],
      ['Player 2', 3, 50],
      ['Player 3', 3, 60],
      ['Player 4', 5, 5],
    ]);
    expect(await gameResultsStore(sql).ranksOf('wordguesser', ['all:standard', 'daily:2026-02-02'], player(3))).toEqual({
      'all:standard': 3,
    });
  });

  it('ranks a game without a score by time alone, as before', async () => {
    await enterLeaderboards(sql, { gameSlug: 'minesweeper', boards: ['all:beginner'], userId: player(1), timeSeconds: 40 });
    await enterLeaderboards(sql, { gameSlug: 'minesweeper', boards: ['all:beginner'], userId: player(2), timeSeconds: 30 });
    expect(
      (await leaderboardStore(sql).topEntries('minesweeper', 'all:beginner', 10, { withScore: true })).map((e) => [e.name, e.score]),
    ).toEqual([
      ['Player 2', 0],
      ['Player 1', 0],
    ]);
  });
});
