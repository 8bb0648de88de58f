/**
 * When the server starts: records each connection's address for the per-IP limits, prints the
 * configuration warnings, and opens, migrates and seeds the database (not on the first visitor's request).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordSocketAddresses } = await import('@/lib/http/socket-address');
  recordSocketAddresses();
  const { getEnv, startupWarnings } = await import('@/lib/env');
  for (const warning of startupWarnings(getEnv())) console.warn(`[startup] Warning: ${warning}`);
  const { getDatabase } = await import('@/lib/db/database');
  try {
    await getDatabase();
  } catch (error) {
    // Logged, not fatal: requests retry the open and answer 503 meanwhile.
    console.error('[startup] the database could not be opened:', error);
  }
}
