import { describe, expect, it } from 'vitest';
import { freshPglite } from '@/tests/support/databases';
import { createPracticePools } from '@/lib/games/platform/practice-pools';
import { checkReadiness, emptyPools } from './readiness';
import { createStore } from './store';

describe('readiness', () => {
  it('is ready on a migrated database', async () => {
    const sql = await freshPglite();
    expect(await checkReadiness(sql)).toEqual({ ready: true, checks: { database: true, migrations: true } });
    await sql.close();
  });

  it('is not ready when a shipped migration is not applied', async () => {
    const sql = await freshPglite();
    await sql.query('delete from app_private.schema_migrations where version = (select max(version) from app_private.schema_migrations)');
    expect(await checkReadiness(sql)).toEqual({ ready: false, checks: { database: true, migrations: false } });
    await sql.close();
  });

  it('is not ready when the database is down', async () => {
    const sql = await freshPglite();
    await sql.close();
    expect(await checkReadiness(sql)).toEqual({ ready: false, checks: { database: false, migrations: false } });
  });
});

describe('empty practice pools', () => {
  it('names exactly the levels with no pooled puzzle, and a seeding gives each its first one, one after another', async () => {
    const sql = await freshPglite();
    const store = createStore(sql);
    const levels = [
      { game: 'sudoku', level: 'easy' },
      { game: 'sudoku', level: 'hard' },
      { game: 'takuzu', level: 'easy' },
    ];
    await store.gamePlays.addToPool('sudoku', { level: 'hard', puzzle: 'p', solution: 's' });
    // A puzzle that is not pooled (a daily) does not count.
    await sql.query(
      "insert into public.game_puzzles (game_slug, level, puzzle, solution, pooled) values ('takuzu', 'easy', 'd', 's', false)",
    );
    expect(await emptyPools(sql, levels)).toEqual([levels[0], levels[2]]);

    let running = 0;
    let mostAtOnce = 0;
    const generate = async (_game: string, level: string) => {
      mostAtOnce = Math.max(mostAtOnce, ++running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return { puzzle: `made ${level}`, solution: 'x' };
    };
    const tasks: Promise<void>[] = [];
    const pools = createPracticePools(store, generate, (task) => void tasks.push(task()));
    pools.seedEmpty(await emptyPools(sql, levels));
    pools.seedEmpty(levels); // a second readiness probe meanwhile starts no second seeding
    expect(tasks).toHaveLength(1);
    await Promise.all(tasks);
    expect(await emptyPools(sql, levels)).toEqual([]);
    expect(mostAtOnce).toBe(1);
    expect(await store.gamePlays.poolSize('sudoku', 'hard')).toBe(1);
    await sql.close();
  });
});
