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
    playsStarted: new Counter({
      name: 'plays_started_total',
      help: 'Plays issued, by game id and mode (daily, practice); chess puzzles and 2048 runs count as practice',
      labelNames: ['game', 'mode'] as const,
      registers,
    }),
    playsFinished: new Counter({
      name: 'plays_finished_total',
      help: 'Plays whose result was recorded, by game id and outcome (won, lost)',
      labelNames: ['game', 'outcome'] as const,
      registers,
    }),
    heldResults: new Counter({
      name: 'held_results_total',
      help: 'Wins held off the leaderboards for review (fair play), by game id and reason',
      labelNames: ['game', 'reason'] as const,
      registers,
    }),
    generatorQueueDepth: new Gauge({
      name: 'generator_queue_depth',
      help: 'Calls to the puzzle generator thread accepted and not yet answered',
      registers,
    }),
    generatorJobDuration: new Histogram({
      name: 'generator_job_seconds',
      help: 'Time from a generator call to its answer (waiting included), by kind (generate, daily, move) and game id',
      labelNames: ['kind', 'game'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    puzzlePoolSize: new Gauge({
      name: 'puzzle_pool_size',
      help: 'Practice puzzles pooled per game and level (counted when the metrics are read)',
      labelNames: ['game', 'level'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by rule name',
      labelNames: ['rule'] as const,
      registers,
    }),
    webhookEvents: new Counter({
      name: 'webhook_events_total',
      help: 'Webhook deliveries (Stripe, Facebook data deletion), by event type (known ones, else other) and outcome',
      labelNames: ['type', 'outcome'] as const,
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of one SQL statement (a transaction statement counts as its own), by backend (embedded, postgres)',
      labelNames: ['backend'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const holder = globalThis as { __puzzleGamesMetrics?: Metrics };

export function metrics(): Metrics {
  holder.__puzzleGamesMetrics ??= createMetrics();
  return holder.__puzzleGamesMetrics;
}
