import { Worker } from 'node:worker_threads';
import { deserializeError, type WorkerReplies, type WorkerRequest, type WorkerRequests } from './pglite-worker-protocol';
import type { Row, SqlExecutor } from './sql-executor';
import { makePrivateFolder } from './private-folder';
import { logger } from '@/lib/observability/logger';
import { metrics } from '@/lib/observability/metrics';

/** A request as the caller writes it (each kind of it): the id is added when it is sent. */
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;
type Call = WithoutId<WorkerRequest>;
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** What every call answers once the worker is gone: a connection-level failure (503), as for a real server. */
function workerGone(reason: string): Error {
  return Object.assign(new Error(`the embedded database's worker thread stopped (${reason})`), { code: 'CONNECTION_ENDED' });
}

export type WorkerStarter = (workerData: { dataDir: string | null }) => Worker;

// This exact form is what the build recognises: it bundles pglite-worker.ts as a worker entry.
const startBundledWorker: WorkerStarter = (workerData) => new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData });

/**
 * The embedded database (PGlite) in a worker thread of its own, so that its queries, which run
 * synchronously in WASM, leave the request thread free. Same interface and semantics as
 * openPglite(): one connection, statements in arrival order, a transaction holds the database until
 * it ends. onExit runs once if the worker stops (crash or close); every call after that fails.
 * startWorker is for tests, which run the worker from its TypeScript source.
 */
export async function openPgliteWorker(
  dataDir: string | null,
  options: { onExit?: () => void; startWorker?: WorkerStarter } = {},
): Promise<SqlExecutor> {
  if (dataDir) makePrivateFolder(dataDir);
  const worker = (options.startWorker ?? startBundledWorker)({ dataDir });
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let gone: Error | null = null;

  const stop = (reason: string) => {
    if (gone) return;
    gone = workerGone(reason);
    for (const call of pending.values()) call.reject(gone);
    pending.clear();
    options.onExit?.();
  };
  worker.on('error', (error) => {
    logger().error({ err: error }, 'the embedded database worker failed');
    stop(error.message);
  });
  worker.on('exit', (code) => stop(`exit code ${code}`));
  worker.on('message', (replies: WorkerReplies) => {
    for (const reply of replies) {
      const call = pending.get(reply.id);
      if (!call) continue;
      pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.value);
      else call.reject(deserializeError(reply.error));
    }
  });
  // Request 0 is the worker's own: its database opening.
  const ready = new Promise((resolve, reject) => pending.set(0, { resolve, reject }));

  // The calls issued in one tick (all its microtasks: e.g. each request continued by one message of
  // answers) leave in one message, in the order they were issued.
  let outbox: WorkerRequest[] = [];
  const flush = () => {
    const requests = outbox;
    outbox = [];
    if (!gone) worker.postMessage(requests satisfies WorkerRequests);
  };
  const call = (request: Call): Promise<unknown> => {
    if (gone) return Promise.reject(gone);
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      if (outbox.push({ ...request, id } as WorkerRequest) === 1) process.nextTick(flush);
    });
  };

  function executor(tx: number | null): SqlExecutor {
    return {
      kind: 'pglite',
      async query<T extends Row>(text: string, params: readonly unknown[] = []) {
        const done = metrics().dbQueryDuration.startTimer({ backend: 'embedded' });
        try {
          return (await call({ op: 'query', text, params, tx })) as T[];
        } finally {
          done();
        }
      },
      async exec(script: string) {
        await call({ op: 'exec', script, tx });
      },
      async transaction<T>(fn: (inner: SqlExecutor) => Promise<T>) {
        // One connection: a nested transaction simply runs inside the outer one.
        if (tx !== null) return fn(executor(tx));
        const opened = (await call({ op: 'begin' })) as number;
        let result: T;
        try {
          result = await fn(executor(opened));
        } catch (error) {
          await call({ op: 'end', tx: opened, commit: false }).catch(() => {});
          throw error;
        }
        await call({ op: 'end', tx: opened, commit: true });
        return result;
      },
      async close() {
        if (tx !== null) return;
        await call({ op: 'close' }).catch(() => {});
        await worker.terminate();
      },
    };
  }

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return executor(null);
}
