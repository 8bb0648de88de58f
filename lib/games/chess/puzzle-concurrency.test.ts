import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { AppError } from '@/lib/http/errors';
import { freshPglite, freshPostgres, freshWorkerPglite, type PostgresDatabase } from '@/tests/support/databases';
import { insertPuzzle, MATE_IN_1, MATE_IN_2 } from '@/tests/support/puzzle-fixtures';
import { createPuzzleService, type PuzzleCaller } from './puzzle-service';

/** The quota and solve races, on the embedded database and on a real PostgreSQL server. */
function raceSuite(name: string, open: () => Promise<SqlExecutor>, close: () => Promise<void> = async () => {}) {
  describe(`puzzle races on ${name}`, () => {
    let sql: SqlExecutor;
    let solution: string[];
    let mateIn2: string[];
    beforeAll(async () => {
      sql = await open();
      for (let idx = 1; idx <= 25; idx++) solution = await insertPuzzle(sql, 'easy', idx, MATE_IN_1, 1);
      mateIn2 = await insertPuzzle(sql, 'medium', 1, MATE_IN_2, 2);
    });
    afterAll(async () => {
      await sql.close();
      await close();
    });

    const service = () => createPuzzleService(createStore(sql));

    it('20 parallel starts of different puzzles with limit 1 give exactly one success', async () => {
      const caller: PuzzleCaller = { key: `race-${name}`, tier: 'anonymous', userId: null };
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => service().start(caller, 'easy', i + 1)));
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as AppError);
      expect(ok).toHaveLength(1);
      expect(refused.every((e) => e instanceof AppError && e.message === 'Daily puzzle limit reached')).toBe(true);
      const [row] = await sql.query<{ used: number; items: number }>(
        `select (select used from public.play_quota where key = $1) as used,
                (select count(*)::int from public.play_quota_items where key = $1) as items`,
        [caller.key],
      );
      expect(row).toEqual({ used: 1, items: 1 });
    });

    it('20 parallel starts by a free key give exactly 3', async () => {
      const caller: PuzzleCaller = { key: `race-free-${name}`, tier: 'free', userId: null };
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => service().start(caller, 'easy', i + 1)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    });

    it('never sends the rest of the solution before the attempt is over', async () => {
      const caller: PuzzleCaller = { key: `secret-${name}`, tier: 'premium', userId: null };
      await sql.query("insert into public.puzzle_progress (key, difficulty, last_completed) values ($1, 'easy', 2000)", [caller.key]);
      const responses: unknown[] = [await service().state(caller)];
      const started = await service().start(caller, 'medium', 1);
      responses.push(started, await service().hint(caller, started.attemptId));
      const [key, reply, mate] = mateIn2 as [string, string, string];
      const first = await service().move(caller, started.attemptId, { from: key.slice(0, 2), to: key.slice(2, 4) });
      responses.push(first);
      const text = JSON.stringify(responses);
      // The mating move (from-square and target together) appears nowhere before the end.
      expect(text).not.toContain(mate);
      expect(text).not.toMatch(
        new RegExp(`"to":"${mate.slice(2, 4)}"[^}]*"from":"${mate.slice(0, 2)}"|"from":"${mate.slice(0, 2)}","to":"${mate.slice(2, 4)}"`),
      );
      expect(first.reply?.uci).toBe(reply);
      await expect(service().solution(caller, started.attemptId)).rejects.toThrow(/once the puzzle is over/);
    });

    it('concurrent solves of one attempt are applied once', async () => {
      const caller: PuzzleCaller = { key: `race-solve-${name}`, tier: 'premium', userId: null };
      const { attemptId } = await service().start(caller, 'easy', 5);
      const move = { from: solution[0]!.slice(0, 2), to: solution[0]!.slice(2, 4) };
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => service().move(caller, attemptId, move)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [row] = await sql.query<{ moves: string[] }>('select moves from public.puzzle_attempts where id = $1', [attemptId]);
      expect(row?.moves).toEqual([solution[0]]);
      expect((await createStore(sql).puzzles.progress(caller.key)).easy).toBe(5);
    });

    it('advanceAttempt in one statement: a stale move count or an ended attempt changes nothing, progress included; a solve never lowers progress', async () => {
      const store = createStore(sql);
      const key = `advance-${name}`;
      const [puzzle] = await sql.query<{ id: string }>("select id::text from public.puzzles where difficulty = 'easy' and idx = 7");
      const attempt = async () => store.puzzles.openAttempt(key, puzzle!.id);
      const progress = async () => (await store.puzzles.progress(key)).easy;
      const solved = { difficulty: 'easy' as const, idx: 7 };

      const stale = await attempt();
      expect(
        await store.puzzles.advanceAttempt({
          id: stale,
          key,
          expectedMoveCount: 1,
          moves: ['a2a3'],
          status: 'solved',
          level: 'easy',
          solved,
        }),
      ).toEqual({ applied: false, progress: null });
      expect(
        await store.puzzles.advanceAttempt({
          id: stale,
          key: 'someone-else',
          expectedMoveCount: 0,
          moves: ['a2a3'],
          status: 'solved',
          level: 'easy',
          solved,
        }),
      ).toEqual({ applied: false, progress: null });
      expect(await progress()).toBe(0);

      expect(
        await store.puzzles.advanceAttempt({
          id: stale,
          key,
          expectedMoveCount: 0,
          moves: ['a2a3', 'a7a6'],
          status: 'in_progress',
          level: 'easy',
        }),
      ).toEqual({ applied: true, progress: null });
      expect(
        await store.puzzles.advanceAttempt({
          id: stale,
          key,
          expectedMoveCount: 2,
          moves: ['a2a3', 'a7a6', 'b2b3'],
          status: 'solved',
          level: 'easy',
          solved,
        }),
      ).toEqual({ applied: true, progress: 7 });
      // Over: no further move is applied, and progress is not touched again.
      expect(
        await store.puzzles.advanceAttempt({
          id: stale,
          key,
          expectedMoveCount: 3,
          moves: ['a2a3', 'a7a6', 'b2b3', 'b7b6'],
          status: 'solved',
          level: 'easy',
          solved: { difficulty: 'easy', idx: 9 },
        }),
      ).toEqual({ applied: false, progress: null });
      expect(await progress()).toBe(7);

      await sql.query("update public.puzzle_progress set last_completed = 12 where key = $1 and difficulty = 'easy'", [key]);
      expect(
        await store.puzzles.advanceAttempt({
          id: await attempt(),
          key,
          expectedMoveCount: 0,
          moves: ['a2a3'],
          status: 'solved',
          level: 'easy',
          solved,
        }),
      ).toEqual({ applied: true, progress: 12 });
      expect(await progress()).toBe(12);
      const [row] = await sql.query<{ moves: string[]; status: string }>('select moves, status from public.puzzle_attempts where id = $1', [
        stale,
      ]);
      expect(row).toEqual({ moves: ['a2a3', 'a7a6', 'b2b3'], status: 'solved' });
    });
  });
}

raceSuite('PGlite', () => freshPglite());
// As the server runs it: in a worker thread, every call crossing by message.
raceSuite('PGlite in a worker thread', () => freshWorkerPglite());

let database: PostgresDatabase | undefined;
raceSuite(
  'PostgreSQL 15',
  async () => {
    database = await freshPostgres();
    return database.sql;
  },
  async () => database?.drop(),
);
