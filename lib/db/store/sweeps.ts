import type { SqlExecutor } from '../sql-executor';

/** At most this many rows of each kind are deleted per call, so no request pays for a backlog. */
export const SWEEP_BATCH = 1000;
/** Player keys looked at per call for unused anonymous data (a walk through all keys, resumed each call). */
export const SWEEP_KEYS = 500;

/**
 * Processed Stripe event ids are kept this long: Stripe retries a delivery for 3 days and resends
 * events up to 30 days old. Effects are order-independent upserts, so a resend after that changes nothing.
 */
export const KEEP_STRIPE_EVENTS_DAYS = 35;

/** The kinds of rows public.sweep_game_rows deletes (docs/SECURITY.md, Retention). */
export const SWEPT_KINDS = [
  'abandoned_plays',
  'rate_limits',
  'puzzle_help',
  'retired_anon_keys',
  'anonymous_plays',
  'anonymous_results',
  'anonymous_progress',
  'anonymous_attempts',
  'anonymous_quota',
  'anonymous_quota_items',
  'stripe_events',
] as const;
export type SweptKind = (typeof SWEPT_KINDS)[number];
export type SweepCounts = Record<SweptKind, number>;

export function sweepsStore(sql: SqlExecutor) {
  return {
    /**
     * One bounded sweep: plays abandoned for 30 days, rate-limit windows and help records older
     * than 2 days, retired anonymous keys after 400 days, and the rows of anonymous keys idle for
     * 400 days among the next SWEEP_KEYS player keys, and Stripe event ids after KEEP_STRIPE_EVENTS_DAYS.
     * Answers how many rows of each kind went.
     */
    async sweepGameRows(): Promise<SweepCounts> {
      const rows = await sql.query<{ swept: string; deleted: number }>(
        'select swept, deleted from public.sweep_game_rows($1::int, $2::int)',
        [SWEEP_BATCH, SWEEP_KEYS],
      );
      const counts = Object.fromEntries(SWEPT_KINDS.map((kind) => [kind, 0])) as SweepCounts;
      for (const row of rows) if (row.swept in counts) counts[row.swept as SweptKind] = Number(row.deleted);
      const events = await sql.query(
        `delete from public.stripe_events where event_id in (
           select event_id from public.stripe_events where processed_at < now() - make_interval(days => $2::int) limit $1::int)
         returning event_id`,
        [SWEEP_BATCH, KEEP_STRIPE_EVENTS_DAYS],
      );
      counts.stripe_events = events.length;
      return counts;
    },
  };
}
