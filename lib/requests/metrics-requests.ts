import 'server-only';
import { getStore } from '@/lib/db/database';
import { getEnv } from '@/lib/env';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { notFound, unauthorized } from '@/lib/http/errors';
import { errorResponse } from '@/lib/http/responses';
import { logger } from '@/lib/observability/logger';
import { metrics } from '@/lib/observability/metrics';
import { metricsAccess, renderMetrics } from '@/lib/observability/metrics-endpoint';

export const METRICS_MESSAGES = {
  notConfigured: 'Not found.',
  refused: 'The metrics need the bearer token (Authorization: Bearer <METRICS_TOKEN>).',
} as const;

/** The practice pools the metrics report: every level of every platform game, nothing else. */
const LEVELS = Object.entries(PLATFORM_ENGINES).flatMap(([game, engine]) => engine.levels.map((level) => ({ game, level: level.id })));

/** Reads every pool's size (one grouped count) into puzzle_pool_size; a database that does not answer leaves it as it was. */
async function refreshPoolSizes(): Promise<void> {
  try {
    const sizes = await (await getStore()).gamePlays.poolSizes();
    const found = new Map(sizes.map((row) => [`${row.game}/${row.level}`, row.size]));
    const gauge = metrics().puzzlePoolSize;
    for (const { game, level } of LEVELS) gauge.set({ game, level }, found.get(`${game}/${level}`) ?? 0);
  } catch (error) {
    logger().warn({ err: error }, 'the metrics could not read the practice pools');
  }
}

/**
 * GET /api/metrics: the Prometheus text format, for a scraper presenting METRICS_TOKEN as a bearer
 * token; 404 when no token is configured (the endpoint does not exist), 401 without the right one.
 */
export async function metricsResponse(request: Request): Promise<Response> {
  const access = metricsAccess(request.headers.get('authorization'), getEnv().operations.metricsToken);
  if (access === 'not-configured') throw notFound(METRICS_MESSAGES.notConfigured);
  if (access === 'refused') {
    const refused = errorResponse(unauthorized(METRICS_MESSAGES.refused));
    refused.headers.set('www-authenticate', 'Bearer realm="metrics"');
    return refused;
  }
  await refreshPoolSizes();
  const { body, contentType } = await renderMetrics();
  return new Response(body, { status: 200, headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}
