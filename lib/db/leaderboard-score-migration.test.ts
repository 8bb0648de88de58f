import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFolder, type MigrationFolder } from '@/tests/support/migration-folder';
import { migrate } from './migrate';
import { openPglite } from './pglite-executor';
import type { SqlExecutor } from './sql-executor';

/**
 * Migration 20261125000007 on a database that already has Word Guesser entries ranked by time: each
 * becomes the player's best by guesses, then time, read from their results; other games keep theirs.
 */
const MIGRATION = '20261125000007';

describe('the leaderboard score migration', () => {
  let sql: SqlExecutor;
  let folder: MigrationFolder;
  const user = (n: number) => `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;

  beforeAll(async () => {
    folder = migrationFolder('migrate-score-');
    folder.link((file) => file.endsWith('.sql') && file < MIGRATION);
    sql = await openPglite(null);
    await migrate(sql, { root: folder.root, embeddedAuth: true, seed: false });

    for (const n of [1, 2, 3]) {
      await sql.query('insert into auth.users (id, email) values ($1::uuid, $2)', [user(n), `m${n}@example.com`]);
      await sql.query('insert into public.profiles (user_id, display_name) values ($1, $2)', [user(n), `Migrated ${n}`]);
    }
    const result = (
      n: number,
      id: string,
      score: number,
      seconds: number,
      extra: { mode?: string; assisted?: boolean; held?: string } = {},
    ) =>
      sql.query(
        `insert into public.game_results (game_slug, player_key, source, mode, level, day, won, time_seconds, board_seconds, assisted, held, score, finished_at)
         values ('wordguesser', $1, $2, $3, 'standard', '2026-11-20', true, $4, $4, $5, $6, $7, '2026-11-20T10:00:00Z'::timestamptz + make_interval(mins => $4))`,
        [user(n), `play:${id}`, extra.mode ?? 'practice', seconds, extra.assisted ?? false, extra.held ?? null, score],
      );
    // Player 1: fastest in five guesses, a slower win in three; an assisted two does not count.
    await result(1, 'a', 5, 20);
    await result(1, 'b', 3, 70);
    await result(1, 'c', 2, 90, { assisted: true });
    // Player 2: their daily in four, also their only all-time win; a held one in one does not count.
    await result(2, 'd', 4, 40, { mode: 'daily' });
    await result(2, 'e', 1, 50, { held: 'too-fast' });
    // The boards as they stood: each player's fastest time. Player 3's result is gone.
    const best = (n: number, board: string, seconds: number, game = 'wordguesser') =>
      sql.query('insert into public.leaderboard_bests (game_slug, board, user_id, time_seconds) values ($1, $2, $3, $4)', [
        game,
        board,
        user(n),
        seconds,
      ]);
    await best(1, 'all:standard', 20);
    await best(2, 'all:standard', 40);
    await best(2, 'daily:2026-11-20', 40);
    await best(3, 'all:standard', 10);
    await best(1, 'all:easy', 33, 'sudoku');

    folder.link((file) => file.endsWith('.sql') && file >= MIGRATION);
    await migrate(sql, { root: folder.root, embeddedAuth: true, seed: false });
  });
  afterAll(async () => {
    await sql.close();
    folder.remove();
  });

  it('ranks the entries so far by guesses, then time, from the results that could enter', async () => {
    const rows = await sql.query<{ name: string; rank: number; score: number; time_seconds: number }>(
      "select name, rank, score, time_seconds from public.leaderboard_public where game_slug = 'wordguesser' and board = 'all:standard' order by rank",
    );
    expect(rows.map((r) => [Number(r.rank), r.name, Number(r.score), Number(r.time_seconds)])).toEqual([
      [1, 'Migrated 1', 3, 70],
      [2, 'Migrated 2', 4, 40],
      // No result left to read: behind every scored entry.
      [3, 'Migrated 3', 6, 10],
    ]);
    const daily = await sql.query<{ score: number }>(
      "select score from public.leaderboard_bests where game_slug = 'wordguesser' and board = 'daily:2026-11-20'",
    );
    expect(daily.map((r) => Number(r.score))).toEqual([4]);
  });

  it("leaves other games' entries ranked by time alone", async () => {
    const [row] = await sql.query<{ score: number; time_seconds: number }>(
      "select score, time_seconds from public.leaderboard_bests where game_slug = 'sudoku'",
    );
    expect([Number(row?.score), Number(row?.time_seconds)]).toEqual([0, 33]);
  });
});
