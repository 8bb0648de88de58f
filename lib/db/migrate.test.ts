import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite, freshPostgres, freshWorkerPglite, type PostgresDatabase } from '@/tests/support/databases';
import { migrate } from './migrate';
import type { SqlExecutor } from './sql-executor';

/** The same assertions run against the embedded database and a real PostgreSQL 15 server. */
function schemaSuite(name: string, open: () => Promise<SqlExecutor>, close: () => Promise<void> = async () => {}) {
  describe(`migrations on ${name}`, () => {
    let sql: SqlExecutor;
    let userId: string;
    let otherId: string;
    beforeAll(async () => {
      sql = await open();
      const rows = await sql.query<{ id: string }>(
        "insert into auth.users (email) values ('a@example.com'), ('b@example.com') returning id::text",
      );
      userId = rows[0]!.id;
      otherId = rows[1]!.id;
      await sql.query("insert into public.profiles (user_id, tier) values ($1, 'premium'), ($2, 'free')", [userId, otherId]);
    });
    afterAll(async () => {
      await sql.close();
      await close();
    });

    it('is idempotent: a second run applies nothing', async () => {
      const again = await migrate(sql, { embeddedAuth: true, seed: false });
      expect(again.applied).toEqual([]);
    });

    it('enables row level security on every public table', async () => {
      const rows = await sql.query<{ relname: string; relrowsecurity: boolean }>(
        "select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'",
      );
      expect(rows.length).toBeGreaterThanOrEqual(4);
      for (const r of rows) expect({ table: r.relname, rls: r.relrowsecurity }).toEqual({ table: r.relname, rls: true });
    });

    /** Runs fn as a browser role with the given JWT subject, always rolled back. */
    async function asRole<T>(role: 'anon' | 'authenticated', sub: string | null, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      return sql
        .transaction(async (tx) => {
          await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [sub ?? '']);
          await tx.exec(`set local role ${role}`);
          const result = await fn(tx);
          throw Object.assign(new Error('rollback'), { result });
        })
        .catch((error: { message?: string; result?: T }) => {
          if (error.message === 'rollback') return error.result as T;
          throw error;
        });
    }

    it('lets authenticated read only its own profile', async () => {
      const rows = await asRole('authenticated', userId, (tx) =>
        tx.query<{ tier: string }>('select user_id::text, tier from public.profiles'),
      );
      expect(rows).toEqual([{ user_id: userId, tier: 'premium' }]);
      const anonRows = await asRole('anon', null, (tx) => tx.query('select tier from public.profiles').catch((e: Error) => e.message));
      expect(String(anonRows)).toMatch(/permission denied/);
    });

    it('refuses tier updates from anon and authenticated', async () => {
      for (const role of ['anon', 'authenticated'] as const) {
        const outcome = await asRole(role, otherId, (tx) =>
          tx.query("update public.profiles set tier = 'premium' where user_id = $1", [otherId]).then(
            () => 'allowed',
            (e: Error) => e.message,
          ),
        );
        expect(outcome).toMatch(/permission denied/);
      }
      const [row] = await sql.query<{ tier: string }>('select tier from public.profiles where user_id = $1', [otherId]);
      expect(row?.tier).toBe('free');
    });

    it('refuses quota and progress writes (and the quota function) from the browser roles', async () => {
      const attempts = [
        "insert into public.play_quota (key, game_slug, day, used) values ('k', 'chess_puzzles', current_date, 0)",
        "insert into public.puzzle_progress (key, difficulty, last_completed) values ('k', 'hard', 2000)",
        'update public.puzzle_progress set last_completed = 2000',
        'delete from public.play_quota',
        "select * from public.consume_play_quota('k', 'chess_puzzles', current_date, 'p1', null)",
        "insert into public.leaderboard_bests (game_slug, board, user_id, time_seconds) values ('2048', 'all:standard', gen_random_uuid(), 1)",
        'update public.leaderboard_bests set time_seconds = 1',
        "insert into public.game_results (game_slug, player_key, source, mode, level, day, won) values ('sudoku', 'k', 's', 'daily', 'easy', current_date, true)",
        "insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id) values ('sudoku', 'k', 'daily', 'easy', current_date, 1)",
        "insert into public.daily_puzzles (game_slug, day, puzzle_id) values ('sudoku', current_date, 1)",
        'select solution from public.game_puzzles',
        "update public.profiles set display_name = 'Boss'",
        'select public.generate_display_name()',
        "select public.pick_display_name(array['A'], array['B'], 1, 2)",
        'select * from public.sweep_game_rows(1, 1)',
        'select * from public.sweep_positions',
        'select * from public.puzzle_help',
        "insert into public.puzzle_help (puzzle_id, player_key, address, kind) values (1, 'k', 'a', 'hint')",
        'select * from public.server_secrets',
        'select * from public.retired_anon_keys',
        'delete from public.retired_anon_keys',
      ];
      for (const role of ['anon', 'authenticated'] as const) {
        for (const statement of attempts) {
          const outcome = await asRole(role, userId, (tx) =>
            tx.query(statement).then(
              () => 'allowed',
              (e: Error) => e.message,
            ),
          );
          expect({ role, statement, outcome }).toEqual({ role, statement, outcome: expect.stringMatching(/permission denied/) });
        }
      }
    });

    it('shows the browser roles a leaderboard as ranks, display names, times and scores, nothing else', async () => {
      const outcome = await asRole('anon', null, (tx) =>
        tx.query('select user_id from public.leaderboard_bests').then(
          () => 'allowed',
          (e: Error) => e.message,
        ),
      );
      expect(outcome).toMatch(/permission denied/);
      const columns = await asRole('anon', null, (tx) =>
        tx.query<Record<string, unknown>>('select * from public.leaderboard_public limit 0').then(() => 'allowed'),
      );
      expect(columns).toBe('allowed');
      const [view] = await sql.query<{ columns: string[] }>(
        "select array_agg(column_name::text order by ordinal_position) as columns from information_schema.columns where table_schema = 'public' and table_name = 'leaderboard_public'",
      );
      expect(view?.columns).toEqual(['game_slug', 'board', 'rank', 'name', 'time_seconds', 'score']);
    });

    it('hides the puzzle solution column from the browser roles', async () => {
      const outcome = await asRole('anon', null, (tx) =>
        tx.query('select solution from public.puzzles').then(
          () => 'allowed',
          (e: Error) => e.message,
        ),
      );
      expect(outcome).toMatch(/permission denied/);
      const visible = await asRole('anon', null, (tx) => tx.query('select id, fen from public.puzzles limit 1').then(() => 'allowed'));
      expect(visible).toBe('allowed');
    });
  });
}

schemaSuite('PGlite', () => freshPglite());
// As the server runs it: in a worker thread, every call crossing by message.
schemaSuite('PGlite in a worker thread', () => freshWorkerPglite());

// An empty database of the run's cluster, migrated here: the migrations proven from scratch on a real server.
let database: PostgresDatabase | undefined;
schemaSuite(
  'PostgreSQL 15',
  async () => {
    database = await freshPostgres({ migrated: false });
    await migrate(database.sql, { embeddedAuth: true, seed: false });
    return database.sql;
  },
  async () => database?.drop(),
);
