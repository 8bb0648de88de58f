import type { Instrumentation } from 'next';

/**
 * When the server starts: records each connection's address for the per-IP limits, tracks requests
 * (id, JSON log line, metrics), installs the clean stop on SIGTERM, prints the configuration
 * warnings, and opens, migrates and seeds the database (not on the first visitor's request).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordSocketAddresses } = await import('@/lib/http/socket-address');
  recordSocketAddresses();
  // A configuration error (half a Supabase or Stripe setup, TEST_TIME_FLOOR_SCALE outside the browser tests) stops the server here.
  const { startupEnv, startupWarnings } = await import('@/lib/env');
  const env = startupEnv();
  const { logger } = await import('@/lib/observability/logger');
  for (const warning of startupWarnings(env)) logger().warn(`[startup] Warning: ${warning}`);
  const { trackRequests } = await import('@/lib/observability/request-tracking');
  trackRequests();
  // The development server restarts itself; only a production server drains.
  if (env.production) (await import('@/lib/requests/graceful-shutdown')).installGracefulShutdown();
  const { getDatabase } = await import('@/lib/db/database');
  try {
    await getDatabase();
  } catch (error) {
    // Logged, not fatal: requests retry the open and answer 503 meanwhile.
    logger().error({ err: error }, '[startup] the database could not be opened');
  }
}

/** A request that failed with an error nobody caught: one JSON line with its stack and the request id. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('@/lib/observability/logger');
  const headers = request.headers as Record<string, string | string[] | undefined>;
  logger().error(
    { err: error, reqId: headers['x-request-id'], method: request.method, route: context.routePath, routeType: context.routeType },
    'request failed',
  );
};
