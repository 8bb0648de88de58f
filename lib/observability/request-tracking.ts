import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { logger } from './logger';
import { metrics } from './metrics';
import { buildRoutePatternMatcher } from './route-patterns';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a load balancer or client sent is kept when it is short and plain; anything else is replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
/** Probed every few seconds by a load balancer: logged at debug, still counted. */
const QUIET_ROUTES = new Set(['/api/health', '/api/health/ready']);

type Tracking = {
  installed: boolean;
  servers: Set<http.Server>;
  inFlight: number;
  draining: boolean;
  onIdle: Set<() => void>;
};

// One state per process, shared by Next's bundles (see metrics.ts).
const tracking: Tracking = ((globalThis as { __puzzleGamesRequests?: Tracking }).__puzzleGamesRequests ??= {
  installed: false,
  servers: new Set(),
  inFlight: 0,
  draining: false,
  onIdle: new Set(),
});

/** True once the server began to shut down: readiness answers 503 so the load balancer stops sending. */
export function isDraining(): boolean {
  return tracking.draining;
}

export function requestsInFlight(): number {
  return tracking.inFlight;
}

/**
 * Hooked where every HTTP server of this process emits 'request' (Next.js gives no other place that
 * sees a response's status and end): each request gets an id (sent back as X-Request-Id), one JSON
 * log line and the request metrics when its response ends, and is counted in flight for the drain.
 */
export function trackRequests(routeOf = buildRoutePatternMatcher()): void {
  if (tracking.installed) return;
  tracking.installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'connection') tracking.servers.add(this);
    else if (event === 'request') track(this, args[0] as http.IncomingMessage, args[1] as http.ServerResponse, routeOf);
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

function track(server: http.Server, request: http.IncomingMessage, response: http.ServerResponse, routeOf: (path: string) => string) {
  tracking.servers.add(server);
  const sent = request.headers[REQUEST_ID_HEADER];
  const id = typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
  request.headers[REQUEST_ID_HEADER] = id; // route handlers read it to tag their own log lines
  response.setHeader('X-Request-Id', id);
  // While draining, a kept-alive connection is closed after its answer, so no new request rides on it.
  if (tracking.draining) response.setHeader('Connection', 'close');
  const started = process.hrtime.bigint();
  tracking.inFlight++;
  metrics().httpInFlight.inc();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    tracking.inFlight--;
    metrics().httpInFlight.dec();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // Only the pattern: a path could carry an id, and the query a token.
    const route = routeOf((request.url ?? '/').split('?')[0] ?? '/');
    // A response closed before it finished was cut off (the client left, or the server stopped).
    const status = response.writableFinished ? String(response.statusCode) : 'aborted';
    const labels = { method: request.method ?? 'GET', route, status };
    metrics().httpRequests.inc(labels);
    metrics().httpDuration.observe(labels, seconds);
    const line = { reqId: id, ...labels, durationMs: Math.round(seconds * 10_000) / 10 };
    if (QUIET_ROUTES.has(route)) logger().debug(line, 'request');
    else if (response.statusCode >= 500 || status === 'aborted') logger().warn(line, 'request');
    else logger().info(line, 'request');
    if (tracking.inFlight === 0) for (const idle of tracking.onIdle) idle();
  };
  response.once('finish', end);
  response.once('close', end);
}

/**
 * The first half of a clean stop: no new connections, idle kept-alive ones closed, and a wait of at
 * most `graceMs` for the requests in flight to be answered. True when they all were.
 */
export async function drainRequests(graceMs: number): Promise<boolean> {
  tracking.draining = true;
  for (const server of tracking.servers) {
    server.close();
    server.closeIdleConnections();
  }
  const drained =
    tracking.inFlight === 0 ||
    (await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => finish(false), graceMs);
      const idle = () => finish(true);
      function finish(done: boolean) {
        clearTimeout(timer);
        tracking.onIdle.delete(idle);
        resolve(done);
      }
      tracking.onIdle.add(idle);
    }));
  for (const server of tracking.servers) server.closeAllConnections();
  return drained;
}
