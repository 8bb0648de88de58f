import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { createStore, type Store } from '@/lib/db/store';
import { freshPglite } from '@/tests/support/databases';
import { WEEK_WINDOW_SECONDS } from '@/tests/support/rate-windows';
import { ruleOfBucket } from './events';
import { metrics } from './metrics';

/** A counter's value for exactly these labels (the registry is the process's: tests compare before and after). */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const values = (await metrics().registry.getSingleMetric(name)?.get())?.values ?? [];
  const key = JSON.stringify(Object.entries(labels).sort());
  return values.find((v) => JSON.stringify(Object.entries(v.labels).sort()) === key)?.value ?? 0;
}

describe('ruleOfBucket', () => {
  it("labels a bucket by its rule's name, never by its hashed subject; anything unexpected is 'other'", () => {
    expect(ruleOfBucket('play-starts-ip:Zk3_hashed-subject')).toBe('play-starts-ip');
    expect(ruleOfBucket('sign-in-email:abc:def')).toBe('sign-in-email');
    expect(ruleOfBucket('no-colon-here')).toBe('other');
    expect(ruleOfBucket('Person@Example.com:x')).toBe('other');
    expect(ruleOfBucket(`${'a'.repeat(41)}:x`)).toBe('other');
  });
});

describe('rate_limit_refusals_total', () => {
  let sql: SqlExecutor;
  let store: Store;
  beforeAll(async () => {
    sql = await freshPglite();
    store = createStore(sql);
  });
  afterAll(async () => {
    await sql.close();
  });

  it('counts a refusal of a limit by its rule, and not the hits it allows', async () => {
    const before = await counted('rate_limit_refusals_total', { rule: 'sign-in-ip' });
    expect((await store.rateLimits.hit('sign-in-ip:subject-one', WEEK_WINDOW_SECONDS, 2)).allowed).toBe(true);
    expect((await store.rateLimits.hit('sign-in-ip:subject-one', WEEK_WINDOW_SECONDS, 2)).allowed).toBe(true);
    expect(await counted('rate_limit_refusals_total', { rule: 'sign-in-ip' })).toBe(before);
    expect((await store.rateLimits.hit('sign-in-ip:subject-one', WEEK_WINDOW_SECONDS, 2)).allowed).toBe(false);
    expect((await store.rateLimits.hit('sign-in-ip:subject-one', WEEK_WINDOW_SECONDS, 2)).allowed).toBe(false);
    expect(await counted('rate_limit_refusals_total', { rule: 'sign-in-ip' })).toBe(before + 2);
  });

  it("counts a new practice play's refusal by the rule that refused it", async () => {
    const limits = [
      { bucket: 'play-starts-ip:address', windowSeconds: WEEK_WINDOW_SECONDS, limit: 100, message: 'address' },
      { bucket: 'new-plays-key:key', windowSeconds: WEEK_WINDOW_SECONDS, limit: 1, message: 'key' },
    ];
    const play = { gameSlug: 'digits', playerKey: 'k', level: 'easy', day: '2031-01-01' };
    const before = await counted('rate_limit_refusals_total', { rule: 'new-plays-key' });
    expect((await store.gamePlays.createPracticePlay(play, limits)).allowed).toBe(true);
    expect(await counted('rate_limit_refusals_total', { rule: 'new-plays-key' })).toBe(before);
    expect((await store.gamePlays.createPracticePlay(play, limits)).allowed).toBe(false);
    expect(await counted('rate_limit_refusals_total', { rule: 'new-plays-key' })).toBe(before + 1);
  });
});
