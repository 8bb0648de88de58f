import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import type { SqlExecutor } from '../sql-executor';
import { createStore } from './index';
import { rateLimitsStore } from './rate-limits';
import { WEEK_WINDOW_SECONDS } from '@/tests/support/rate-windows';

describe.each(BOTH_BACKENDS)('database rate limits on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, stop } = await open());
  });
  afterAll(async () => {
    await sql.close();
    await stop();
  });
  const hitsOf = async (bucket: string) =>
    (await sql.query<{ hits: number }>('select hits from public.rate_limits where bucket = $1', [bucket])).map((r) => Number(r.hits));

  it('allows exactly the limit per window, even under concurrent hits, then gives a retry-after', async () => {
    const limits = rateLimitsStore(sql);
    // Windows are aligned on the clock: a week-long one, so the ten hits cannot straddle two windows
    // (a 10-minute one did, on a busy machine at 17:30:00, and let a fourth through).
    const week = WEEK_WINDOW_SECONDS;
    const results = await Promise.all(Array.from({ length: 10 }, () => limits.hit('login:1.2.3.4', week, 3)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const refused = results.filter((r) => !r.allowed);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.retryAfterSeconds).toBeGreaterThan(0);
    for (const r of refused) expect(r.retryAfterSeconds).toBeLessThanOrEqual(week);
    // A refused hit counts nothing: the window holds the limit, not the ten.
    expect(await hitsOf('login:1.2.3.4')).toEqual([3]);
    expect((await limits.hit('login:5.6.7.8', week, 3)).allowed).toBe(true);
  });

  it('starts counting again in a new window', async () => {
    const limits = rateLimitsStore(sql);
    expect((await limits.hit('w', WEEK_WINDOW_SECONDS, 1)).allowed).toBe(true);
    expect((await limits.hit('w', WEEK_WINDOW_SECONDS, 1)).allowed).toBe(false);
    await sql.query("update public.rate_limits set window_start = window_start - interval '8 days' where bucket = 'w'");
    expect((await limits.hit('w', WEEK_WINDOW_SECONDS, 1)).allowed).toBe(true);
  });

  it("a new play's two hits count in its own statement: both buckets once a play, none past a full one", async () => {
    const store = createStore(sql);
    await store.gamePlays.addToPool('sudoku', { level: 'rl', puzzle: 'p', solution: 's' });
    const week = 7 * 24 * 3600;
    const perIp = { bucket: 'starts:ip', windowSeconds: week, limit: 100, message: 'ip' };
    const perKey = { bucket: 'plays:key', windowSeconds: week, limit: 1, message: 'key' };
    const play = (key: string) =>
      store.gamePlays.createPracticePlay({ gameSlug: 'sudoku', playerKey: key, level: 'rl', day: '2026-11-29' }, [perIp, perKey]);
    const first = await play('k1');
    expect(first.allowed && first.play?.puzzle.solution).toBe('s');
    const refused = await play('k2');
    expect(refused).toMatchObject({ allowed: false, refusedBy: perKey });
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
    // The address's hit of the refused call still counts (as before); the key's full window does not grow.
    expect(await hitsOf('starts:ip')).toEqual([2]);
    expect(await hitsOf('plays:key')).toEqual([1]);
    const plays = await sql.query("select player_key from public.game_plays where level = 'rl'");
    expect(plays).toHaveLength(1);
  });

  it('refuses two limits of one bucket in one statement (its CTEs would not see each other)', async () => {
    const store = createStore(sql);
    const same = { bucket: 'same', windowSeconds: 60, limit: 5, message: 'm' };
    await expect(
      store.gamePlays.createPracticePlay({ gameSlug: 'sudoku', playerKey: 'k', level: 'rl', day: '2026-11-29' }, [same, same]),
    ).rejects.toThrow(/own bucket/);
    expect(await hitsOf('same')).toEqual([]);
  });
});
