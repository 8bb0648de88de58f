import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFolder, type MigrationFolder } from '@/tests/support/migration-folder';
import { migrate } from './migrate';
import { openPglite } from './pglite-executor';
import type { SqlExecutor } from './sql-executor';

/**
 * Migration 20261129000201 on a database with plays: it applies, the puzzles with a play are marked
 * issued (pooled or not) and the others not, the fresh pooled ones are in the new partial index, and
 * a play inserted afterwards marks its puzzle.
 */
const MIGRATION = '20261129000201';

describe('the issued-flag migration on the embedded database', () => {
  let sql: SqlExecutor;
  let folder: MigrationFolder;
  const ids: Record<string, string> = {};
  const issued = async () =>
    (await sql.query<{ id: string }>('select id::text from public.game_puzzles where issued order by game_puzzles.id')).map((r) => r.id);
  const play = (puzzleId: string) =>
    sql.query(
      "insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id) values ('solitaire', 'k', 'practice', 'draw-1', '2026-11-01', $1)",
      [puzzleId],
    );

  beforeAll(async () => {
    folder = migrationFolder('migrate-issued-');
    folder.link((file) => file.endsWith('.sql') && file < MIGRATION);
    sql = await openPglite(null);
    await migrate(sql, { root: folder.root, embeddedAuth: true, seed: false });
    for (const [name, pooled] of [
      ['played', true],
      ['fresh', true],
      ['played twice', true],
      ['made on the spot', false],
      ['later', true],
    ] as const) {
      const [row] = await sql.query<{ id: string }>(
        "insert into public.game_puzzles (game_slug, level, puzzle, solution, pooled) values ('solitaire', 'draw-1', $1, $1, $2) returning id::text",
        [name, pooled],
      );
      ids[name] = row!.id;
    }
    for (const name of ['played', 'played twice', 'played twice', 'made on the spot']) await play(ids[name]!);
    folder.link((file) => file.startsWith(MIGRATION));
    await migrate(sql, { root: folder.root, embeddedAuth: true, seed: false });
  }, 120_000);

  afterAll(async () => {
    await sql.close();
    folder.remove();
  });

  it('marks every puzzle that had a play, and no other', async () => {
    expect(await issued()).toEqual([ids.played, ids['played twice'], ids['made on the spot']]);
  });

  it('indexes the fresh pooled puzzles only', async () => {
    const [index] = await sql.query<{ def: string }>(
      "select indexdef as def from pg_indexes where indexname = 'game_puzzles_pool_fresh_idx'",
    );
    expect(index?.def).toMatch(/\(game_slug, level, id\) WHERE \(pooled AND \(NOT issued\)\)/);
  });

  it('then marks a puzzle when its first play is inserted', async () => {
    await play(ids.later!);
    expect(await issued()).toContain(ids.later);
    expect(await issued()).not.toContain(ids.fresh);
  });
});
