import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row, SqlExecutor } from '@/lib/db/sql-executor';
import { freshPostgres, type PostgresDatabase } from '@/tests/support/databases';
import { preloadSql, PRELOAD_TEST_SIZE } from '@/scripts/bench/preload-sql.mjs';
import { allTimeBoard } from '@/lib/games/platform/boards';
import { createStore } from './index';
import { SWEEP_KEYS } from './sweeps';
import { autoExplained, nodesOf, seqScannedTables, type PlanNode } from '@/tests/support/query-plans';

// The tables that grow with the site's history: no statement on a hot path may read one whole.
const GROWING = new Set(['game_plays', 'game_results', 'rate_limits']);

type Explained = { sql: string; scans: string[]; plan: PlanNode };

/** Every sequential scan of a growing table in a plan (CTEs, subplans and init plans included). */
const growingSeqScans = (node: PlanNode): string[] => seqScannedTables(node).filter((table) => GROWING.has(table));

/**
 * The executor the store runs on, explaining each statement (with its parameters, so the planner
 * sees the values a request sends) before it runs it: the store's own SQL, not a copy.
 */
function explaining(sql: SqlExecutor, seen: Explained[]): SqlExecutor {
  const wrap = (inner: SqlExecutor): SqlExecutor => ({
    kind: inner.kind,
    exec: (script) => inner.exec(script),
    close: () => inner.close(),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    async query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]> {
      if (/^\s*(with|select|insert|update|delete)\b/i.test(text)) {
        const [row] = await inner.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${text}`, params);
        const plan = row?.['QUERY PLAN'];
        const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
        seen.push({ sql: text, scans: growingSeqScans(parsed[0]!.Plan), plan: parsed[0]!.Plan });
      }
      return inner.query<T>(text, params);
    },
  });
  return wrap(sql);
}

const NEW_PLAYS = { bucket: 'plays:key:hot-path', windowSeconds: 3600, limit: 1000, message: 'slow down' };
const STARTS = { bucket: 'starts:ip:hot-path', windowSeconds: 60, limit: 1000, message: 'slow down' };

describe('the hot-path statements at a preloaded size (PostgreSQL)', () => {
  let database: PostgresDatabase;
  let seen: Explained[];
  let store: ReturnType<typeof createStore>;
  const player = 'player-7';
  let userId: string;

  beforeAll(async () => {
    database = await freshPostgres();
    // Preloaded as the bench does it (scripts/bench/preload-sql.mjs), at a test's size.
    await database.sql.transaction(async (tx) => {
      for (const statement of preloadSql(PRELOAD_TEST_SIZE)) await tx.exec(statement);
    });
    const [user] = await database.sql.query<{ id: string }>('select user_id::text as id from public.profiles order by user_id limit 1');
    userId = user!.id;
    seen = [];
    store = createStore(explaining(database.sql, seen));
  }, 180_000);
  afterAll(() => database?.drop());

  /** The statements fn ran, each explained; fails on any that reads a growing table whole. */
  async function expectIndexed(fn: () => Promise<unknown>): Promise<Explained[]> {
    const from = seen.length;
    await fn();
    const ran = seen.slice(from);
    expect(ran.length).toBeGreaterThan(0);
    expect(
      ran.filter((e) => e.scans.length > 0).map((e) => `${e.scans.join(', ')} in: ${e.sql.replace(/\s+/g, ' ').slice(0, 200)}`),
    ).toEqual([]);
    return ran;
  }

  it('the preload is the size it says, and analysed', async () => {
    const [counts] = await database.sql.query<{ plays: number; results: number; limits: number }>(
      `select (select count(*)::int from public.game_plays) as plays, (select count(*)::int from public.game_results) as results,
              (select count(*)::int from public.rate_limits) as limits`,
    );
    expect(Number(counts!.plays)).toBeGreaterThanOrEqual(PRELOAD_TEST_SIZE.plays);
    expect(Number(counts!.results)).toBeGreaterThanOrEqual(0.9 * PRELOAD_TEST_SIZE.plays);
    expect(Number(counts!.limits)).toBeGreaterThanOrEqual(PRELOAD_TEST_SIZE.rateLimits);
  });

  it('a new practice play (the unseen probe, the rate limits), a grid game and a hidden-state deal', async () => {
    for (const preferUnplayed of [false, true]) {
      const ran = await expectIndexed(async () => {
        const made = await store.gamePlays.createPracticePlay(
          { gameSlug: 'sudoku', playerKey: player, level: 'easy', day: '2026-11-29', preferUnplayed },
          [STARTS, NEW_PLAYS],
        );
        expect(made.allowed && made.play?.puzzle.id).toBeTruthy();
      });
      expect(ran.some((e) => e.sql.includes('insert into public.game_plays'))).toBe(true);
    }
  });

  it("a hidden-state game's new play, every pooled deal issued: the fresh deals' partial index, no walk of the pool", async () => {
    // The preload played every pooled puzzle: the trigger marked them all issued (migration 20261129000201).
    const [fresh] = await database.sql.query<{ n: number }>(
      "select count(*)::int as n from public.game_puzzles where game_slug = 'wordguesser' and pooled and not issued",
    );
    expect(Number(fresh!.n)).toBe(0);
    const ran = await expectIndexed(async () => {
      const made = await store.gamePlays.createPracticePlay(
        { gameSlug: 'wordguesser', playerKey: player, level: 'standard', day: '2026-11-29', preferUnplayed: true },
        [STARTS, NEW_PLAYS],
      );
      expect(made.allowed && made.play?.puzzle.id).toBeTruthy();
    });
    const nodes = ran.flatMap((e) => nodesOf(e.plan));
    expect(nodes.filter((n) => n['Index Name'] === 'game_puzzles_pool_fresh_idx')).toHaveLength(2);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && /^game_p(lays|uzzles)$/.test(n['Relation Name'] ?? ''))).toEqual([]);
  });

  it('beyond the pool: its size, and the one played longest ago', async () => {
    await expectIndexed(async () => {
      expect(await store.gamePlays.poolSize('sudoku', 'easy')).toBeGreaterThan(0);
      expect(await store.gamePlays.leastRecentPooled('sudoku', 'easy', player)).not.toBeNull();
    });
  });

  it("a daily: today's stored puzzle, the player's play of it, a new one", async () => {
    await expectIndexed(async () => {
      const daily = await store.gamePlays.findDaily('sudoku', '2026-11-01', 'easy');
      expect(daily).not.toBeNull();
      expect(await store.gamePlays.findDailyPlay('sudoku', player, '2026-11-01', 'easy')).toBeNull();
      await store.gamePlays.dailyPlays('sudoku', player, '2026-11-01');
      await store.gamePlays.pastDailySecrets('sudoku', 30, 'easy');
      const created = await store.gamePlays.createPlay({
        gameSlug: 'sudoku',
        playerKey: player,
        mode: 'daily',
        level: 'easy',
        day: '2026-11-01',
        puzzleId: daily!.id,
        address: 'addr-hash',
      });
      expect(created.mode).toBe('daily');
    });
  });

  it('a move, a hint, a pause, and the finish with its result, statistics and leaderboard entry', async () => {
    const made = await store.gamePlays.createPracticePlay({ gameSlug: 'minesweeper', playerKey: userId, level: 'easy', day: '2026-11-29' });
    const play = made.allowed ? made.play! : null;
    expect(play).not.toBeNull();
    await expectIndexed(async () => {
      expect(await store.gamePlays.findPlay(play!.id, userId, 'minesweeper')).not.toBeNull();
      const perIp = { bucket: 'play-moves-ip:hot-path', windowSeconds: 600, limit: 6000, message: '' };
      expect(await store.gamePlays.findPlayAfterHit(play!.id, userId, 'minesweeper', perIp)).toMatchObject({
        allowed: true,
        play: { id: play!.id },
      });
      expect(await store.gamePlays.claimCostlyMove(play!.id, userId)).toBe(true);
      await store.gamePlays.releaseCostlyMove(play!.id, userId);
      expect(await store.gamePlays.updateState(play!.id, userId, null, { step: 1 })).not.toBeNull();
      await store.gamePlays.playedByOthers(play!.puzzle.id, userId);
      expect(await store.gamePlays.setPaused(play!.id, userId, true)).toBe(true);
      expect(await store.gamePlays.setPaused(play!.id, userId, false)).toBe(true);
      await store.puzzleHelp.helpOn(play!.puzzle.id, userId, 'addr-hash', true);
      const finished = await store.gamePlays.finishPlay({
        id: play!.id,
        playerKey: userId,
        status: 'won',
        minSeconds: 0,
        assisted: false,
        userId,
        boards: [allTimeBoard('easy')],
        plausibleSeconds: 0,
        hidden: { minMoveSeconds: 0, finalMove: { step: 2 }, finalReply: { ok: true } },
        state: { step: 2 },
        expectedState: { value: { step: 1 } },
      });
      expect(finished && 'ranks' in finished && finished.ranks[allTimeBoard('easy')]).toBeGreaterThan(0);
      expect(await store.gameResults.playResult('minesweeper', play!.id, userId)).not.toBeNull();
      expect((await store.gameResults.summaries(userId, 'minesweeper'))[0]?.played).toBeGreaterThan(0);
      await store.gameResults.summaries(player);
    });
  });

  it('leaderboard reads, a rate-limit hit, a help record', async () => {
    await expectIndexed(async () => {
      expect(await store.leaderboard.topEntries('sudoku', allTimeBoard('easy'), 10)).toHaveLength(10);
      await store.gameResults.ranksOf('sudoku', [allTimeBoard('easy')], userId);
      expect((await store.rateLimits.hit('starts:ip:someone', 60, 10)).allowed).toBe(true);
      await store.puzzleHelp.recordPlayHelp('00000000-0000-4000-8000-000000000000', player, 'addr-hash', 'hint');
    });
  });

  it('inside the functions: a rate-limit hit and a bounded sweep (every statement they run, by auto_explain)', async () => {
    const plans: { 'Query Text': string; Plan: PlanNode }[] = [];
    const session = postgres(database.url, {
      max: 1,
      onnotice: (notice) => {
        const explained = autoExplained(String(notice.message ?? ''));
        if (explained) plans.push(explained);
      },
    });
    try {
      await session.unsafe(`load 'auto_explain'`);
      for (const setting of [
        'log_min_duration = 0',
        'log_nested_statements = on',
        'log_analyze = on',
        'log_format = json',
        'log_level = notice',
      ])
        await session.unsafe(`set auto_explain.${setting}`);
      await session.unsafe(`select * from public.hit_rate_limit('starts:ip:sweep', 60, 10)`);
      const swept = await session.unsafe<{ swept: string; deleted: number }[]>(`select * from public.sweep_game_rows(1000, ${SWEEP_KEYS})`);
      // The preload left rate-limit windows older than two days: the sweep found them by their index.
      expect(swept.find((r) => r.swept === 'rate_limits')?.deleted).toBe(1000);
      // A play's insert: the trigger marking its puzzle issued (migration 20261129000201) probes by key.
      await session.unsafe(`insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id)
        select game_slug, 'trigger-probe', 'practice', level, current_date, id from public.game_puzzles where pooled order by id limit 1`);
    } finally {
      await session.end({ timeout: 5 });
    }
    const nested = plans.filter((p) => !/^\s*select \* from public\./.test(p['Query Text']));
    expect(nested.length).toBeGreaterThan(10);
    expect(nested.filter((p) => growingSeqScans(p.Plan).length > 0).map((p) => p['Query Text'].replace(/\s+/g, ' '))).toEqual([]);
    // The walk through the player keys reads one index entry per key it looks at, not every row of
    // those keys (the preload has about ten plays a player: reading them all is ten times as many).
    const walks = nested.filter((p) => /^\s*with recursive walk/.test(p['Query Text']));
    expect(walks).toHaveLength(6); // one a table that holds keys
    const playsRead = walks
      .flatMap((p) => nodesOf(p.Plan))
      .filter((n) => n['Relation Name'] === 'game_plays')
      .reduce((sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1), 0);
    expect(playsRead).toBeGreaterThan(0);
    expect(playsRead).toBeLessThanOrEqual(SWEEP_KEYS + 1);
    const marking = nested.filter((p) => p['Query Text'].includes('update public.game_puzzles set issued'));
    expect(marking).toHaveLength(1);
    expect(nodesOf(marking[0]!.Plan).filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  });
});
