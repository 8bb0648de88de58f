import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus series, in one registry. Next.js compiles instrumentation.ts and the routes
 * into separate bundles, each with its own copy of this module: the registry lives on globalThis so
 * that the request hook (instrumentation) and the services (routes) count into the same series.
 * Labels are bounded sets only (route patterns, game ids, levels, rule names), never a user's value.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its response, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: seconds,
      registers,
    }),
    httpInFlight: new Gauge({ name: 'http_requests_in_flight', help: 'Requests being answered now', registers }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const holder = globalThis as { __puzzleGamesMetrics?: Metrics };

export function metrics(): Metrics {
  holder.__puzzleGamesMetrics ??= createMetrics();
  return holder.__puzzleGamesMetrics;
}
