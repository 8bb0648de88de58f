import type { SqlExecutor } from '../sql-executor';

export function rateLimitsStore(sql: SqlExecutor) {
  return {
    /** Counts one hit in the bucket's current window; refused once the window holds `limit` hits. */
    async hit(bucket: string, windowSeconds: number, limit: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const [row] = await sql.query<{ allowed: boolean; retry_after: number }>('select allowed, retry_after from public.hit_rate_limit($1, $2, $3)', [
        bucket.slice(0, 200),
        windowSeconds,
        limit,
      ]);
      return { allowed: Boolean(row?.allowed), retryAfterSeconds: Number(row?.retry_after ?? windowSeconds) };
    },
  };
}
