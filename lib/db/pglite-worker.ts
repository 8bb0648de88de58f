// The embedded database's own thread: PGlite runs its WASM Postgres synchronously in the thread that
// calls it, so on the server's thread every query stalled every request. Here it stalls only this
// thread. Requests are handed to PGlite in the order they arrive, as the in-thread executor does, so
// PGlite's own lock gives the same ordering: a transaction holds the database until it ends.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { analyzeChangedTables, AUTOANALYZE_EVERY_MS } from './pglite-autoanalyze';
import { preparedQuery } from './pglite-prepared';
import { serializeError, type WorkerReplies, type WorkerReply, type WorkerRequest, type WorkerRequests } from './pglite-worker-protocol';

if (!parentPort) throw new Error('pglite-worker.ts runs only as a worker thread');
const port = parentPort;
const { dataDir } = workerData as { dataDir: string | null };
const db = dataDir ? new PGlite(dataDir) : new PGlite();

type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; done: Promise<unknown> };
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;
const rollback = Symbol('rollback');

function target(tx: number | null): PGlite | Transaction {
  if (tx === null) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

/** Opens a transaction and holds it (and with it PGlite's lock) until an `end` message. */
function begin(): Promise<number> {
  return new Promise((resolve, reject) => {
    const id = ++lastTransaction;
    // PGlite calls back only after its BEGIN has run, so `done` is assigned by then.
    const done: Promise<unknown> = db.transaction(
      (tx) =>
        new Promise<void>((commit, abort) => {
          transactions.set(id, { tx, finish: (ok) => (ok ? commit() : abort(rollback)), done });
          resolve(id);
        }),
    );
    // A failed BEGIN never reaches the callback; once resolved, a later reject is a no-op.
    done.catch(reject);
  });
}

async function end(tx: number, commit: boolean): Promise<void> {
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== rollback) throw error;
  } finally {
    transactions.delete(tx);
  }
}

async function run(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      target(request.tx); // refuses a transaction that is not open
      return preparedQuery(db, request.text, request.params, request.tx !== null);
    case 'exec':
      await target(request.tx).exec(request.script);
      return null;
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await db.close();
      return null;
  }
}

// Answers that finish in one tick leave in one message, in the order they finished.
let outbox: WorkerReply[] = [];
function flush(): void {
  const replies = outbox;
  outbox = [];
  try {
    port.postMessage(replies satisfies WorkerReplies);
  } catch {
    // A value that cannot be cloned fails its own call, not the others of its message.
    for (const one of replies) {
      try {
        port.postMessage([one] satisfies WorkerReplies);
      } catch (error) {
        port.postMessage([{ id: one.id, ok: false, error: serializeError(error) }] satisfies WorkerReplies);
      }
    }
  }
}
function send(answer: WorkerReply): void {
  if (outbox.push(answer) === 1) process.nextTick(flush);
}

const reply = (id: number, answer: Promise<unknown>) =>
  answer.then(
    (value) => send({ id, ok: true, value }),
    (error: unknown) => send({ id, ok: false, error: serializeError(error) }),
  );

// Each request is handed to PGlite in the order it was issued, whether or not it shared a message.
port.on('message', (requests: WorkerRequests) => {
  for (const request of requests) reply(request.id, run(request));
});
reply(0, db.waitReady);

// Statistics for the planner, as autovacuum keeps them on a PostgreSQL server (pglite-autoanalyze.ts).
// A failed round (the database closing) is skipped; the next one tries again.
setInterval(() => void analyzeChangedTables(db).catch(() => undefined), AUTOANALYZE_EVERY_MS).unref();
