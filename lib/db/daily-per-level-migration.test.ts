import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFolder, type MigrationFolder } from '@/tests/support/migration-folder';
import { freshPostgres } from '@/tests/support/databases';
import { migrate } from './migrate';
import { openPglite } from './pglite-executor';
import type { SqlExecutor } from './sql-executor';
import { createStore } from './store';

/**
 * Migration 20261125000008 on a database that already has dailies, daily plays and daily results
 * (one per game and day): they stay, each under its level, and a second daily level of the same
 * game and day can then be stored, played and recorded, while a second one of the same level cannot.
 */
const MIGRATION = '20261125000008';
const DAY = '2026-11-20';

const BACKENDS = [
  { backend: 'the embedded database', open: async () => ({ sql: await openPglite(null), stop: async () => {} }) },
  {
    backend: 'PostgreSQL',
    open: async () => {
      const database = await freshPostgres({ migrated: false, max: 4 });
      return { sql: database.sql, stop: () => database.drop() };
    },
  },
];

describe.each(BACKENDS)('the daily-per-level migration on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  let folder: MigrationFolder;
  let puzzleId: string;
  const uniqueViolation = (statement: string, params: unknown[]) =>
    sql.query(statement, params).then(
      () => 'inserted',
      (e: { code?: string }) => e.code,
    );

  beforeAll(async () => {
    folder = migrationFolder('migrate-daily-level-');
    folder.link((file) => file.endsWith('.sql') && file < MIGRATION);
    ({ sql, stop } = await open());
    await migrate(sql, { root: folder.root, embeddedAuth: true, seed: false });

    // Before: Sudoku's daily of the day, played (won) by one player and under way for another.
    const [puzzle] = await sql.query<{ id: string }>(
      "insert into public.game_puzzles (game_slug, level, puzzle, solution) values ('sudoku', 'medium', 'p', 's') returning id::text",
    );
    puzzleId = puzzle!.id;
    await sql.query("insert into public.daily_puzzles (game_slug, day, puzzle_id) values ('sudoku', $1::date, $2)", [DAY, puzzleId]);
    for (const [key, status] of [
      ['old-winner', 'won'],
      ['old-player', 'playing'],
    ] as const) {
      await sql.query(
        `insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id, status, finished_at)
         values ('sudoku', $1, 'daily', 'medium', $2::date, $3, $4, case when $4 = 'won' then now() end)`,
        [key, DAY, puzzleId, status],
      );
    }
    await sql.query(
      "insert into public.game_results (game_slug, player_key, source, mode, level, day, won, time_seconds) values ('sudoku', 'old-winner', 'play:old', 'daily', 'medium', $1::date, true, 300)",
      [DAY],
    );

    folder.link((file) => file.endsWith('.sql') && file >= MIGRATION);
    const { applied } = await migrate(sql, { root: folder.root, embeddedAuth: true, seed: false });
    expect(applied[0]).toMatch(/^20261125000008_/);
  });
  afterAll(async () => {
    await sql.close();
    await stop();
    folder.remove();
  });

  it("keeps every existing daily, play and result, the daily under its puzzle's level", async () => {
    const store = createStore(sql);
    expect(await store.gamePlays.findDaily('sudoku', DAY, 'medium')).toMatchObject({ id: puzzleId, level: 'medium', puzzle: 'p' });
    expect(await store.gamePlays.findDailyPlay('sudoku', 'old-player', DAY, 'medium')).toMatchObject({
      status: 'playing',
      level: 'medium',
    });
    const [summary] = await store.gameResults.summaries('old-winner', 'sudoku');
    expect(summary).toMatchObject({ played: 1, won: 1, dailyWinDays: [DAY] });
  });

  it('takes a second daily level of the same game and day, and refuses a second daily of the same level', async () => {
    const store = createStore(sql);
    const hard = await store.gamePlays.createDaily('sudoku', DAY, { level: 'hard', puzzle: 'q', solution: 't' });
    expect(hard).toMatchObject({ level: 'hard', puzzle: 'q' });
    // The first stored daily of a level stands: another made for it is not stored.
    expect(await store.gamePlays.createDaily('sudoku', DAY, { level: 'medium', puzzle: 'other', solution: 'x' })).toMatchObject({
      id: puzzleId,
      puzzle: 'p',
    });
    expect(
      await uniqueViolation(
        "insert into public.daily_puzzles (game_slug, day, level, puzzle_id) values ('sudoku', $1::date, 'medium', $2)",
        [DAY, hard.id],
      ),
    ).toBe('23505');

    // An insert naming no level (as before the migration) stores the puzzle's level.
    const [queenie] = await sql.query<{ id: string }>(
      "insert into public.game_puzzles (game_slug, level, puzzle, solution) values ('queenie', 'medium', 'r', 'u') returning id::text",
    );
    await sql.query("insert into public.daily_puzzles (game_slug, day, puzzle_id) values ('queenie', $1::date, $2)", [DAY, queenie!.id]);
    expect(await store.gamePlays.findDaily('queenie', DAY, 'medium')).toMatchObject({ id: queenie!.id, level: 'medium' });

    const play = await store.gamePlays.createPlay({
      gameSlug: 'sudoku',
      playerKey: 'old-winner',
      mode: 'daily',
      level: 'hard',
      day: DAY,
      puzzleId: hard.id,
    });
    expect(play).toMatchObject({ level: 'hard', status: 'playing' });
    // Asking again for either daily resumes the play of its level.
    expect(
      (
        await store.gamePlays.createPlay({
          gameSlug: 'sudoku',
          playerKey: 'old-winner',
          mode: 'daily',
          level: 'hard',
          day: DAY,
          puzzleId: hard.id,
        })
      ).id,
    ).toBe(play.id);
    expect(
      (
        await store.gamePlays.createPlay({
          gameSlug: 'sudoku',
          playerKey: 'old-player',
          mode: 'daily',
          level: 'medium',
          day: DAY,
          puzzleId,
        })
      ).status,
    ).toBe('playing');
    expect(await store.gamePlays.dailyPlays('sudoku', 'old-winner', DAY)).toHaveLength(2);

    const result = (source: string, level: string) =>
      uniqueViolation(
        "insert into public.game_results (game_slug, player_key, source, mode, level, day, won) values ('sudoku', 'old-winner', $1, 'daily', $2, $3::date, true)",
        [source, level, DAY],
      );
    expect(await result('play:new-hard', 'hard')).toBe('inserted');
    expect(await result('play:again-medium', 'medium')).toBe('23505');
    const [summary] = await store.gameResults.summaries('old-winner', 'sudoku');
    // Two dailies won on one day: one day of the streak.
    expect(summary).toMatchObject({ played: 2, won: 2, dailyWinDays: [DAY] });
  });
});
