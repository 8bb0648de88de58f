import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { freshPglite } from '@/tests/support/databases';
import { insertPuzzle, MATE_IN_1, MATE_IN_2, PROMOTION_MATE } from '@/tests/support/puzzle-fixtures';
import { refusal } from '@/tests/support/refusal';
import { createStatisticsService } from '@/lib/games/platform/statistics-service';
import { createPuzzleService, type PuzzleCaller } from './puzzle-service';

let sql: SqlExecutor;
let store: Store;
let clock = new Date('2026-11-21T10:00:00Z');
const service = () =>
  createPuzzleService(
    store,
    () => clock,
    () => false,
  );
let n = 0;
const caller = (tier: PuzzleCaller['tier'] = 'anonymous'): PuzzleCaller => ({ key: `test-key-${++n}`, tier, userId: null });
const solutions: Record<string, string[]> = {};

beforeAll(async () => {
  sql = await freshPglite();
  store = createStore(sql);
  for (let idx = 1; idx <= 6; idx++) solutions[`easy-${idx}`] = await insertPuzzle(sql, 'easy', idx, MATE_IN_1, 1);
  solutions['easy-7'] = await insertPuzzle(sql, 'easy', 7, PROMOTION_MATE, 1);
  solutions['medium-1'] = await insertPuzzle(sql, 'medium', 1, MATE_IN_2, 2);
});
afterAll(() => sql.close());

describe('puzzle state', () => {
  it('reports tier, quota, progress and the lock reasons', async () => {
    const state = await service().state(caller());
    expect(state.quota).toEqual({ used: 0, limit: 1, exhausted: false });
    expect(state.difficulties.map((d) => [d.difficulty, d.progress, d.locked, d.reason])).toEqual([
      ['easy', 0, false, null],
      ['medium', 0, true, 'Complete all Easy puzzles first (2000 left)'],
      ['hard', 0, true, 'Complete all Medium puzzles first (2000 left)'],
    ]);
    expect((await service().state(caller('premium'))).quota.limit).toBeNull();
  });
});

describe('starting puzzles', () => {
  it('returns the position and an attempt, never the solution', async () => {
    const started = await service().start(caller(), 'easy', 1);
    expect(started.puzzle).toEqual({ difficulty: 'easy', idx: 1, fen: MATE_IN_1, playerToMove: 'w', maxUserMoves: 1 });
    expect(started.quota).toEqual({ used: 1, limit: 1, exhausted: true });
    const text = JSON.stringify(started);
    for (const move of solutions['easy-1']!) expect(text).not.toContain(move);
  });

  it('counts distinct puzzles per UTC day: reopening is free, a new one past the limit is refused', async () => {
    const me = caller();
    await service().start(me, 'easy', 1);
    await service().start(me, 'easy', 1);
    expect(await refusal(service().start(me, 'easy', 2))).toEqual({ status: 429, message: 'Daily puzzle limit reached' });
    expect((await service().state(me)).quota).toEqual({ used: 1, limit: 1, exhausted: true });
    clock = new Date('2026-11-22T00:00:01Z');
    expect((await service().start(me, 'easy', 2)).quota.used).toBe(1);
    clock = new Date('2026-11-21T10:00:00Z');
  });

  it('gives free users 3 and premium users as many as they like', async () => {
    const free = caller('free');
    for (const idx of [1, 2, 3]) await service().start(free, 'easy', idx);
    expect((await refusal(service().start(free, 'easy', 4))).message).toBe('Daily puzzle limit reached');
    const premium = caller('premium');
    for (const idx of [1, 2, 3, 4, 5, 6]) await service().start(premium, 'easy', idx);
    expect((await service().state(premium)).quota).toEqual({ used: 6, limit: null, exhausted: false });
  });

  it('refuses locked difficulties, far levels, missing puzzles and levels past 2000, consuming nothing', async () => {
    const me = caller();
    expect(await refusal(service().start(me, 'medium', 1))).toEqual({
      status: 403,
      message: 'Complete all Easy puzzles first (2000 left)',
    });
    expect((await refusal(service().start(me, 'easy', 51))).status).toBe(403);
    expect(await refusal(service().start(me, 'easy', 40))).toEqual({ status: 404, message: 'Puzzle 40 not found in easy difficulty' });
    await sql.query("insert into public.puzzle_progress (key, difficulty, last_completed) values ($1, 'easy', 2000)", [me.key]);
    expect(await refusal(service().start(me, 'easy', 2001))).toEqual({ status: 404, message: 'No more puzzles in this difficulty' });
    expect((await service().state(me)).quota.used).toBe(0);
  });
});

describe('fair limits', () => {
  it('runs the per-IP gate only for a start the quota allows: a refused start spends nothing of the network', async () => {
    const me = caller();
    let gateRuns = 0;
    const gate = async () => {
      gateRuns += 1;
    };
    await service().start(me, 'easy', 1, gate);
    expect(gateRuns).toBe(1);
    // Reopening today's puzzle is free for the quota and for the network.
    await service().start(me, 'easy', 1, gate);
    expect(gateRuns).toBe(1);
    for (let i = 0; i < 5; i++)
      expect(await refusal(service().start(me, 'easy', 2, gate))).toEqual({ status: 429, message: 'Daily puzzle limit reached' });
    expect(gateRuns).toBe(1);
  });

  it('tells the gate whether the caller is a newcomer: no puzzle solved yet', async () => {
    const seen: boolean[] = [];
    const gate = async (newcomer: boolean) => {
      seen.push(newcomer);
    };
    await service().start(caller(), 'easy', 1, gate);
    const returning = caller();
    await sql.query("insert into public.puzzle_progress (key, difficulty, last_completed) values ($1, 'easy', 1)", [returning.key]);
    await service().start(returning, 'easy', 2, gate);
    expect(seen).toEqual([true, false]);
  });

  it('reopening a started puzzle reuses its open attempt (restarted from the first move): no new row per visit', async () => {
    const me = caller('premium');
    const attemptsOf = async () =>
      (await sql.query<{ n: number }>('select count(*)::int as n from public.puzzle_attempts where key = $1', [me.key]))[0]!.n;
    const first = await service()
      .start(me, 'medium', 1)
      .catch(() => null);
    expect(first).toBeNull(); // locked: no attempt either
    const opened = await service().start(me, 'easy', 4);
    for (let i = 0; i < 5; i++) expect((await service().start(me, 'easy', 4)).attemptId).toBe(opened.attemptId);
    expect(await attemptsOf()).toBe(1);
    // Once a play has ended, playing the puzzle again the same UTC day is a retry of the same attempt
    // (one game in the statistics); another day's play of it is a new attempt.
    expect((await service().move(me, opened.attemptId, { from: 'h1', to: 'h2' })).status).toBe('failed');
    expect((await service().start(me, 'easy', 4)).attemptId).toBe(opened.attemptId);
    expect(await attemptsOf()).toBe(1);
    expect((await service().move(me, opened.attemptId, { from: 'h1', to: 'h2' })).status).toBe('failed');
    clock = new Date('2026-11-22T09:00:00Z');
    const again = await service().start(me, 'easy', 4);
    clock = new Date('2026-11-21T10:00:00Z');
    expect(again.attemptId).not.toBe(opened.attemptId);
    expect(await attemptsOf()).toBe(2);
    // A reopened attempt starts again from the first move.
    const [key] = solutions['easy-4']!;
    expect((await service().start(me, 'easy', 4)).attemptId).toBe(again.attemptId);
    expect((await service().move(me, again.attemptId, { from: key!.slice(0, 2), to: key!.slice(2, 4) })).status).toBe('solved');
  });

  it('sweeps attempts and quota rows older than a week, keeping recent ones', async () => {
    const me = caller('premium');
    const old = caller('premium');
    await createPuzzleService(
      store,
      () => new Date('2026-11-01T10:00:00Z'),
      () => false,
    ).start(old, 'easy', 5);
    await sql.query("update public.puzzle_attempts set updated_at = '2026-11-01T10:00:00Z' where key = $1", [old.key]);
    const rows = async (key: string) =>
      (
        await sql.query<{ n: number }>(
          `select (select count(*) from public.puzzle_attempts where key = $1) + (select count(*) from public.play_quota where key = $1)
                + (select count(*) from public.play_quota_items where key = $1) as n`,
          [key],
        )
      )[0]!.n;
    expect(Number(await rows(old.key))).toBe(3);
    await createPuzzleService(
      store,
      () => clock,
      () => true,
    ).start(me, 'easy', 5);
    expect(Number(await rows(old.key))).toBe(0);
    expect(Number(await rows(me.key))).toBe(3);
  });
});

describe('moves', () => {
  it('rejects an illegal move without changing anything, then solves with the right one', async () => {
    const me = caller();
    const { attemptId } = await service().start(me, 'easy', 3);
    expect(await refusal(service().move(me, attemptId, { from: 'h1', to: 'a2' }))).toEqual({ status: 422, message: 'Invalid move: h1a2' });
    const [key] = solutions['easy-3']!;
    const result = await service().move(me, attemptId, { from: key!.slice(0, 2), to: key!.slice(2, 4) });
    expect(result).toMatchObject({ status: 'solved', reply: null, userMovesPlayed: 1, progress: 3 });
    expect((await service().state(me)).difficulties[0]!.progress).toBe(3);
    expect((await refusal(service().move(me, attemptId, { from: 'h8', to: 'h7' }))).status).toBe(409);
    expect((await service().solution(me, attemptId)).moves.map((m) => m.uci)).toEqual(solutions['easy-3']);
  });

  it('fails a wrong legal move after max_user_moves and keeps progress', async () => {
    const me = caller('premium');
    const { attemptId } = await service().start(me, 'easy', 1);
    const result = await service().move(me, attemptId, { from: 'h1', to: 'h2' });
    expect(result.status).toBe('failed');
    expect((await service().state(me)).difficulties[0]!.progress).toBe(0);
  });

  it('never lets progress regress when an earlier level is replayed', async () => {
    const me = caller('premium');
    await sql.query("insert into public.puzzle_progress (key, difficulty, last_completed) values ($1, 'easy', 40)", [me.key]);
    const { attemptId } = await service().start(me, 'easy', 2);
    const [key] = solutions['easy-2']!;
    expect((await service().move(me, attemptId, { from: key!.slice(0, 2), to: key!.slice(2, 4) })).progress).toBe(40);
  });

  it('keeps attempts to the key that started them', async () => {
    const owner = caller();
    const thief = caller();
    const { attemptId } = await service().start(owner, 'easy', 1);
    expect((await refusal(service().move(thief, attemptId, { from: 'h1', to: 'h8' }))).status).toBe(404);
    expect((await refusal(service().solution(thief, attemptId))).status).toBe(404);
    expect((await refusal(service().solution(owner, attemptId))).status).toBe(409);
  });

  it('asks for a promotion piece and accepts the mating promotion', async () => {
    const me = caller('premium');
    const { attemptId } = await service().start(me, 'easy', 7);
    expect((await refusal(service().move(me, attemptId, { from: 'e7', to: 'e8' }))).message).toMatch(
      /^Invalid move: e7e8 needs a promotion piece/,
    );
    expect((await service().move(me, attemptId, { from: 'e7', to: 'e8', promotion: 'q' })).status).toBe('solved');
  });

  it('answers from the main line, answers a deviation with the most stubborn defence, and accepts an alternative mate', async () => {
    const me = caller('premium');
    await sql.query("insert into public.puzzle_progress (key, difficulty, last_completed) values ($1, 'easy', 2000)", [me.key]);
    const line = solutions['medium-1']!;
    const main = await service().start(me, 'medium', 1);
    const first = await service().move(me, main.attemptId, { from: line[0]!.slice(0, 2), to: line[0]!.slice(2, 4) });
    expect(first).toMatchObject({ status: 'in_progress', reply: { uci: line[1] } });
    const mate = await service().move(me, main.attemptId, { from: line[2]!.slice(0, 2), to: line[2]!.slice(2, 4) });
    expect(mate.status).toBe('solved');
    expect(mate.progress).toBe(1);

    // Kc6-c7 is another mate in 2 (Ka7 then Ra1#); it is not the stored key.
    expect(line[0]).not.toBe('c6c7');
    const alt = await service().start(me, 'medium', 1);
    const reply = await service().move(me, alt.attemptId, { from: 'c6', to: 'c7' });
    expect(reply.reply?.uci).toBe('a8a7');
    expect((await service().move(me, alt.attemptId, { from: 'h1', to: 'a1' })).status).toBe('solved');

    // A deviation that lets the king out: the defence keeps escaping, and the attempt fails at move 2.
    const off = await service().start(me, 'medium', 1);
    const escape = await service().move(me, off.attemptId, { from: 'h1', to: 'h2' });
    expect(escape.status).toBe('in_progress');
    const final = await service().move(me, off.attemptId, { from: 'h2', to: 'h3' });
    expect(final.status).toBe('failed');
  });

  it('reveals the from-square of the next main-line move as a hint', async () => {
    const me = caller('premium');
    const { attemptId } = await service().start(me, 'easy', 4);
    expect(await service().hint(me, attemptId)).toEqual({ square: solutions['easy-4']![0]!.slice(0, 2) });
    const [row] = await sql.query<{ hinted: boolean }>('select hinted from public.puzzle_attempts where id = $1', [attemptId]);
    expect(row?.hinted).toBe(true);
  });
});

describe('statistics', () => {
  it('counts a puzzle once a day, in the statistics as in progress: a retry is the same attempt, solved once any try solved it', async () => {
    const me = caller('free');
    const statistics = async () => (await createStatisticsService(store).forGame(me.key, 'chess-puzzles')).statistics;
    const play = async (idx: number, outcome: 'solve' | 'fail') => {
      const { attemptId } = await service().start(me, 'easy', idx);
      const [key] = solutions[`easy-${idx}`]!;
      const move = outcome === 'solve' ? { from: key!.slice(0, 2), to: key!.slice(2, 4) } : { from: 'h1', to: 'h2' };
      expect((await service().move(me, attemptId, move)).status).toBe(outcome === 'solve' ? 'solved' : 'failed');
    };
    // Three puzzles: the first failed then solved on a retry, the second solved, the third failed twice.
    await play(1, 'fail');
    expect(await statistics()).toMatchObject({ played: 1, won: 0 });
    await play(1, 'solve');
    await play(2, 'solve');
    await play(3, 'fail');
    await play(3, 'fail');
    expect(await statistics()).toMatchObject({ played: 3, won: 2, winPercent: 67 });
    expect((await service().state(me)).difficulties[0]!.progress).toBe(2);
    expect((await service().state(me)).quota).toEqual({ used: 3, limit: 3, exhausted: true });
    // Replaying a solved puzzle the same day, and failing it, leaves it solved, with its first solve's time.
    const best = (await statistics()).bestSeconds.easy;
    expect(best).toBeGreaterThan(0);
    await play(2, 'fail');
    expect(await statistics()).toMatchObject({ played: 3, won: 2, bestSeconds: { easy: best } });
    expect((await service().state(me)).difficulties[0]!.progress).toBe(2);
  });
});

describe('anonymous progress', () => {
  it('merges into the account as the maximum per difficulty', async () => {
    await sql.query(
      `insert into public.puzzle_progress (key, difficulty, last_completed) values ('anon-a', 'easy', 12), ('anon-a', 'medium', 3), ('user-u', 'easy', 20)`,
    );
    await store.puzzles.mergeProgress('anon-a', 'user-u');
    expect(await store.puzzles.progress('user-u')).toEqual({ easy: 20, medium: 3, hard: 0 });
  });
});
