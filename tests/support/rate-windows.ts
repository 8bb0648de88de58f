/**
 * Rate limits and daily quotas count in windows aligned to the clock (10 minutes, an hour, a UTC
 * day: all multiples of 10 minutes), so a test that counts up to a limit must not straddle a
 * window's end, where a fresh window legitimately allows more.
 */

/** A week-long window for a test's own limit: counting up to it cannot straddle a window's end in practice. */
export const WEEK_WINDOW_SECONDS = 7 * 24 * 3600;

/**
 * For a server's own rules (whose windows a test cannot choose): waits out the last `marginSeconds`
 * of a 10-minute window when a test would start there; otherwise returns at once.
 */
export async function clearOfWindowEdge(marginSeconds = 30): Promise<void> {
  const left = 600 - ((Date.now() / 1000) % 600);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}
