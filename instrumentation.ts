/** Opens, migrates and seeds the database when the server starts, not on the first visitor's request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDatabase } = await import('@/lib/db/database');
  try {
    await getDatabase();
  } catch (error) {
    // Logged, not fatal: requests retry the open and answer 503 meanwhile.
    console.error('[startup] the database could not be opened:', error);
  }
}
