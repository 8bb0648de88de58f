import type { SqlExecutor } from '../sql-executor';
import { rateLimitRefused, ruleOfBucket } from '@/lib/observability/events';

/** A rate rule applied to one subject: its bucket, window and limit, and what a refused caller reads. */
export type RateBucket = { bucket: string; windowSeconds: number; limit: number; message: string };

/**
 * Counts one hit in SQL, as a statement of its own or a CTE of a statement that writes what the hit
 * pays for: one row, `allowed` and `retry_after`, from the parameters numbered from `first` on
 * (see hitParams).
 */
export const hitRateLimitSql = (first: number) =>
  `select allowed, retry_after from public.hit_rate_limit($${first}, $${first + 1}, $${first + 2})`;
export const hitParams = (b: Pick<RateBucket, 'bucket' | 'windowSeconds' | 'limit'>) => [b.bucket.slice(0, 200), b.windowSeconds, b.limit];

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
        hitRateLimitSql(1),
        hitParams({ bucket, windowSeconds, limit }),
      );
      const allowed = Boolean(row?.allowed);
      if (!allowed && kind === 'limit') rateLimitRefused(ruleOfBucket(bucket));
      return { allowed, retryAfterSeconds: Number(row?.retry_after ?? windowSeconds) };
    },
  };
}
