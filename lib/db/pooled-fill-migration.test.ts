import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFolder, type MigrationFolder } from '@/tests/support/migration-folder';
import { migrate } from './migrate';
import { openPglite } from './pglite-executor';
import type { SqlExecutor } from './sql-executor';

/**
 * Migration 20261129000101 on a database whose pools already repeat a solution (and hold a daily's):
 * it applies, the oldest of each repeat stays pooled, the others and the daily's leave the pool but
 * stay (a play refers to one), and a new repeat is then refused.
 */
const MIGRATION = '20261129000101';

describe('the pooled-fill migration on the embedded database', () => {
  let sql: SqlExecutor;
  let folder: MigrationFolder;
  const ids: Record<string, string> = {};
  const pooled = async () =>
    (await sql.query<{ id: string }>('select id::text from public.game_puzzles where pooled order by id')).map((r) => r.id);

  beforeAll(async () => {
    folder = migrationFolder('migrate-pooled-fill-');
    folder.link((file) => file.endsWith('.sql') && file < MIGRATION);
    sql = await openPglite(null);
    await migrate(sql, { root: folder.root, embeddedAuth: true, seed: false });
    const add = async (name: string, game: string, level: string, solution: string, isPooled = true) => {
      const [row] = await sql.query<{ id: string }>(
        'insert into public.game_puzzles (game_slug, level, puzzle, solution, pooled) values ($1, $2, $3, $4, $5) returning id::text',
        [game, level, name, solution, isPooled],
      );
      ids[name] = row!.id;
    };
    await add('first', 'sudoku', 'easy', 'S');
    await add('repeat', 'sudoku', 'easy', 'S');
    await add('again', 'sudoku', 'easy', 'S');
    await add('other level', 'sudoku', 'hard', 'S');
    await add('daily', 'sudoku', 'easy', 'D', false);
    await add('pooled daily', 'sudoku', 'easy', 'D');
    await sql.query("insert into public.daily_puzzles (game_slug, day, level, puzzle_id) values ('sudoku', '2026-11-01', 'easy', $1)", [
      ids.daily,
    ]);
    await sql.query(
      "insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id) values ('sudoku', 'k', 'practice', 'easy', '2026-11-01', $1)",
      [ids.repeat],
    );
    folder.link((file) => file.startsWith(MIGRATION));
    await migrate(sql, { root: folder.root, embeddedAuth: true, seed: false });
  }, 120_000);

  afterAll(async () => {
    await sql.close();
    folder.remove();
  });

  it('keeps the oldest of each repeated solution pooled, and no daily solution', async () => {
    expect(await pooled()).toEqual([ids.first, ids['other level']]);
    const [{ n }] = (await sql.query<{ n: number }>('select count(*)::int as n from public.game_puzzles')) as [{ n: number }];
    expect(n).toBe(6);
  });

  it('then refuses a second pooled row of a solution at its level', async () => {
    const insert = (level: string) =>
      sql
        .query("insert into public.game_puzzles (game_slug, level, puzzle, solution, pooled) values ('sudoku', $1, 'x', 'S', true)", [
          level,
        ])
        .then(
          () => 'inserted',
          (e: { code?: string }) => e.code,
        );
    expect(await insert('easy')).toBe('23505');
    expect(await insert('medium')).toBe('inserted');
  });
});
