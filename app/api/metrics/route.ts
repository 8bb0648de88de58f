import { handle } from '@/lib/http/responses';
import { metricsResponse } from '@/lib/requests/metrics-requests';

export const dynamic = 'force-dynamic';

/** Prometheus scrapes (server to server, a bearer token); the series are defined in lib/observability/metrics.ts. */
export const GET = handle((request: Request) => metricsResponse(request), 'The metrics could not be read.');
