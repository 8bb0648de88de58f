import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';
import { openPostgres } from './postgres-executor';
import { startPostgresCluster } from '@/tests/support/databases';

describe('the PostgreSQL executor during an outage', () => {
  it('answers every call at once as unavailable, however many have failed, instead of waiting out a reconnect backoff', async () => {
    const cluster = await startPostgresCluster();
    const sql = openPostgres(cluster.url, { max: 10 });
    try {
      await Promise.all(Array.from({ length: 10 }, () => sql.query('select pg_sleep(0.01)')));
      await cluster.kill();
      // postgres.js's own backoff grows 3^n / 100 s per failure: by the sixth round of three calls
      // it held them 2-13 s. Ours stays within a second, so each round is answered well inside 3 s.
      for (let round = 0; round < 8; round++) {
        const started = performance.now();
        const errors = await Promise.all(Array.from({ length: 3 }, () => sql.query('select 1').catch((error: unknown) => error)));
        expect(errors.every(isDatabaseUnavailable)).toBe(true);
        expect({ round, seconds: Math.round((performance.now() - started) / 100) / 10 }).toEqual({
          round,
          seconds: expect.toSatisfy((s: number) => s < 3),
        });
      }
      // And it recovers once the server is back.
      await cluster.start();
      expect(await sql.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await sql.close();
      await cluster.stop();
    }
  });
});
