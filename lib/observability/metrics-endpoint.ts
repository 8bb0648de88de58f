import { createHash, timingSafeEqual } from 'node:crypto';
import { metrics } from './metrics';

/** Who may read the metrics: nobody when no token is configured, else a caller presenting it. */
export type MetricsAccess = 'not-configured' | 'refused' | 'allowed';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * `Authorization: Bearer <token>` against METRICS_TOKEN. The digests have one length whatever was
 * sent, so the comparison takes the same time for a wrong token of any length.
 */
export function metricsAccess(authorization: string | null, token: string | null): MetricsAccess {
  if (token === null) return 'not-configured';
  const presented = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (presented === undefined) return 'refused';
  return timingSafeEqual(digest(presented), digest(token)) ? 'allowed' : 'refused';
}

/** The registry in the Prometheus text format. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
