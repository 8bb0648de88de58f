import 'server-only';
import { closeDatabase } from '@/lib/db/database';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/observability/logger';
import { drainRequests, requestsInFlight } from '@/lib/observability/request-tracking';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/** Past the grace, the generator and the database get this long to close before the process goes anyway. */
const CLOSE_TIMEOUT_MS = 5000;

type GeneratorHolder = { __puzzleGenerator?: { stop(): Promise<void> } };

/**
 * A clean stop on SIGTERM (and SIGINT): readiness turns 503 and no new connection is taken, the
 * requests in flight are answered (for at most SHUTDOWN_GRACE_SECONDS), then the generator thread
 * stops and the database closes, and the process exits 0. Every move a player was told was saved is
 * in the database: a move is acknowledged only after its statement committed.
 *
 * Next.js's own handler (which exits 143 without waiting for the database) is replaced: it is
 * skipped when NEXT_MANUAL_SIG_HANDLE is set, and removed here when it is not.
 */
export function installGracefulShutdown(): void {
  let stopping = false;
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      // A second signal (Ctrl+C twice) does not wait.
      if (stopping) process.exit(1);
      stopping = true;
      void shutDown(signal);
    });
  }
}

async function shutDown(signal: string): Promise<void> {
  const graceMs = getEnv().operations.shutdownGraceSeconds * 1000;
  logger().info({ signal, inFlight: requestsInFlight(), graceSeconds: graceMs / 1000 }, 'shutting down: answering the requests in flight');
  const drained = await drainRequests(graceMs);
  const closing = Promise.allSettled([(globalThis as GeneratorHolder).__puzzleGenerator?.stop(), closeDatabase()]);
  const closed = await Promise.race([closing.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), CLOSE_TIMEOUT_MS))]);
  if (drained && closed) logger().info('stopped cleanly: every request answered, the generator and the database closed');
  else logger().warn({ drained, closed, inFlight: requestsInFlight() }, 'stopped with work unfinished');
  logger().flush();
  process.exit(drained && closed ? 0 : 1);
}
