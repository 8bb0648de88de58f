import type { SqlExecutor } from '../sql-executor';
import { rateLimitRefused, ruleOfBucket } from '@/lib/observability/events';

/** A rate rule applied to one subject: its bucket, window and limit, and what a refused caller reads. */
export type RateBucket = { bucket: string; windowSeconds: number; limit: number; message: string };

/**
 * Counts one hit in SQL, inside a statement that writes what the hit pays for (or alone): two CTEs,
 * `<name>_hit` (the conditional upsert: no row once the window is full) and `<name>` (one row,
 * `allowed` and `retry_after`), from the parameters numbered from `first` on (see hitParams). The
 * upsert is the statement's own rather than a call of public.hit_rate_limit: a PL/pgSQL call per hit
 * cost the embedded database a tenth of a millisecond each (issue 45). Two hits of one statement
 * must be of different buckets (a statement's CTEs do not see each other's writes).
 */
export function hitRateLimitCtes(name: string, first: number): string {
  const [bucket, seconds, limit] = [`$${first}::text`, `$${first + 1}::integer`, `$${first + 2}::integer`];
  const window = `to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`;
  return `${name}_hit as (
    insert into public.rate_limits as r (bucket, window_start, hits) values (${bucket}, ${window}, 1)
    on conflict (bucket, window_start) do update set hits = r.hits + 1 where r.hits < ${limit}
    returning r.hits
  ), ${name} as (
    select exists (select 1 from ${name}_hit) as allowed,
      case when exists (select 1 from ${name}_hit) then 0
        else greatest(1, ceil(extract(epoch from (${window} + make_interval(secs => ${seconds}) - now())))::integer) end as retry_after
  )`;
}
export const hitParams = (b: Pick<RateBucket, 'bucket' | 'windowSeconds' | 'limit'>) => [b.bucket.slice(0, 200), b.windowSeconds, b.limit];

/** A refused hit, read from its CTE's row (none: retry after a whole window), counted in the refusals' metric by its rule. */
export function refusedHit(
  row: { retry_after: number } | undefined,
  b: Pick<RateBucket, 'bucket' | 'windowSeconds'>,
): { allowed: false; retryAfterSeconds: number } {
  rateLimitRefused(ruleOfBucket(b.bucket));
  return { allowed: false, retryAfterSeconds: Number(row?.retry_after ?? b.windowSeconds) };
}

export function rateLimitsStore(sql: SqlExecutor) {
  return {
    /**
     * Counts one hit in the bucket's current window; refused once the window holds `limit` hits. With
     * 'allowance' the caller is served either way (a short-lived key past the address's standing
     * ones), so a full window is not reported as a refusal.
     */
    async hit(
      bucket: string,
      windowSeconds: number,
      limit: number,
      kind: 'limit' | 'allowance' = 'limit',
    ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const [row] = await sql.query<{ allowed: boolean; retry_after: number }>(
        `with ${hitRateLimitCtes('h', 1)} select allowed, retry_after from h`,
        hitParams({ bucket, windowSeconds, limit }),
      );
      if (!row?.allowed && kind === 'limit') return refusedHit(row, { bucket, windowSeconds });
      return { allowed: Boolean(row?.allowed), retryAfterSeconds: Number(row?.retry_after ?? windowSeconds) };
    },
  };
}
