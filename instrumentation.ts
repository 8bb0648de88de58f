/**
 * When the server starts: records each connection's address for the per-IP limits, prints the
 * configuration warnings, and opens, migrates and seeds the database (not on the first visitor's request).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordSocketAddresses } = await import('@/lib/http/socket-address');
  recordSocketAddresses();
  // A configuration error (half a Supabase or Stripe setup, TEST_TIME_FLOOR_SCALE outside the browser tests) stops the server here.
  const { startupEnv, startupWarnings } = await import('@/lib/env');
  for (const warning of startupWarnings(startupEnv())) console.warn(`[startup] Warning: ${warning}`);
  const { getDatabase } = await import('@/lib/db/database');
  try {
    await getDatabase();
  } catch (error) {
    // Logged, not fatal: requests retry the open and answer 503 meanwhile.
    console.error('[startup] the database could not be opened:', error);
  }
}
