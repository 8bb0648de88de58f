import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '@/tests/support/databases';
import type { SqlExecutor } from '../sql-executor';
import { rateLimitsStore } from './rate-limits';

describe('database rate limits', () => {
  let sql: SqlExecutor;
  beforeAll(async () => {
    sql = await freshPglite();
  });
  afterAll(() => sql.close());

  it('allows exactly the limit per window, even under concurrent hits, then gives a retry-after', async () => {
    const limits = rateLimitsStore(sql);
    // Windows are aligned on the clock: a week-long one, so the ten hits cannot straddle two windows
    // (a 10-minute one did, on a busy machine at 17:30:00, and let a fourth through).
    const week = 7 * 24 * 3600;
    const results = await Promise.all(Array.from({ length: 10 }, () => limits.hit('login:1.2.3.4', week, 3)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const refused = results.filter((r) => !r.allowed);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.retryAfterSeconds).toBeGreaterThan(0);
    for (const r of refused) expect(r.retryAfterSeconds).toBeLessThanOrEqual(week);
    expect((await limits.hit('login:5.6.7.8', week, 3)).allowed).toBe(true);
  });

  it('starts counting again in a new window', async () => {
    const limits = rateLimitsStore(sql);
    expect((await limits.hit('w', 600, 1)).allowed).toBe(true);
    expect((await limits.hit('w', 600, 1)).allowed).toBe(false);
    await sql.query("update public.rate_limits set window_start = window_start - interval '1 hour' where bucket = 'w'");
    expect((await limits.hit('w', 600, 1)).allowed).toBe(true);
  });
});
