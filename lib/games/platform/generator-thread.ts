import { Worker } from 'node:worker_threads';
import { runJob, type GeneratorJob, type GeneratorReply } from './generator-protocol';
import { metrics } from '@/lib/observability/metrics';
import {
  GeneratorBusyError,
  type ApplyCostlyMove,
  type GenerateDaily,
  type GeneratedPuzzle,
  type GeneratePuzzle,
  type PuzzleGenerator,
} from './puzzle-generation';

export type GeneratorStarter = () => Worker;

// This exact form is what the build recognises: it bundles generator-worker.ts as a worker entry.
const startBundledWorker: GeneratorStarter = () => new Worker(new URL('./generator-worker.ts', import.meta.url));

/**
 * Calls accepted and not yet answered, at most: past it a new call is refused at once
 * (GeneratorBusyError, a 503 with Retry-After) instead of waiting behind work it could not finish
 * in time, so a flood of new plays cannot grow the queue, or the memory it holds, without end.
 */
export const MAX_WAITING_CALLS = 32;
/** What a refused caller is told to wait: the queue drains in about that long. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * How long a player's costly move may wait for a running thread (its start-up not counted): past it
 * the move fails as busy (a 503 with Retry-After, nothing saved); a thread that answered nothing in
 * that time is stuck, and is replaced.
 */
export const MOVE_DEADLINE_MS = 10_000;

/** An answer this recent shows the thread alive without a ping. */
const RECENT_ANSWER_MS = 30_000;

type Call = { job: GeneratorJob; resolve: (value: unknown) => void; reject: (error: Error) => void; retried: boolean; armed?: boolean };
/** lastAnswerAt: 0 until its first answer (it has started); replaced: ended for being stuck. */
type Thread = { worker: Worker; pending: Map<number, Call>; lastAnswerAt: number; replaced: boolean };

/**
 * Puzzle generation, new dailies and costly moves on a worker thread of its own, started on first
 * use, so slow work holds up no other request. A thread that stops after it has answered is started
 * again; one that stops before answering anything (it cannot start here) is given up, and from then
 * on the work is done by `fallback` in this thread: slower for the other requests, but never a
 * failed play.
 */
export type GeneratorThread = PuzzleGenerator & {
  /** Resolves once the thread (or, given up, the fallback) answers a no-op call. */
  ping(): Promise<void>;
  /** Ends the thread at shutdown: calls still waiting fail, later ones are refused. */
  stop(): Promise<void>;
};

export function createGeneratorThread(
  fallback: PuzzleGenerator,
  options: { startWorker?: GeneratorStarter; moveDeadlineMs?: number } = {},
): GeneratorThread {
  const startWorker = options.startWorker ?? startBundledWorker;
  const moveDeadlineMs = options.moveDeadlineMs ?? MOVE_DEADLINE_MS;
  let current: Thread | null = null;
  let givenUp = false;
  let lastId = 0;
  let waiting = 0;
  let stopped = false;
  let lastAnswerAt = 0;

  function start(): Thread {
    const thread: Thread = { worker: startWorker(), pending: new Map(), lastAnswerAt: 0, replaced: false };
    thread.worker.unref(); // a server shutting down does not wait for it
    const stop = (reason: string) => {
      if (stopped) return; // ended on purpose, at shutdown
      if (current === thread) current = null;
      if (thread.lastAnswerAt === 0 && !thread.replaced && !givenUp) {
        givenUp = true;
        console.error(`[games] the puzzle generator thread could not run (${reason}); puzzles are made on the server thread`);
      }
      // The calls it held are made once more (by a new thread, or here once it is given up): a
      // call whose work stopped two threads fails rather than stop a third.
      const calls = [...thread.pending.values()];
      thread.pending.clear();
      for (const call of calls) {
        if (call.retried) call.reject(new Error(`the puzzle generator thread stopped (${reason})`));
        else send({ ...call, retried: true, armed: false });
      }
    };
    thread.worker.on('message', (reply: GeneratorReply) => {
      const call = thread.pending.get(reply.id);
      if (!call) return;
      thread.pending.delete(reply.id);
      if (thread.lastAnswerAt === 0) for (const [waitingId, waitingCall] of thread.pending) arm(thread, waitingId, waitingCall);
      lastAnswerAt = thread.lastAnswerAt = Date.now();
      if (reply.ok) call.resolve(reply.value);
      else call.reject(new Error(reply.message));
    });
    thread.worker.on('error', (error) => stop(error.message));
    thread.worker.on('exit', (code) => stop(`exit code ${code}`));
    return thread;
  }

  function send(call: Call): void {
    if (givenUp) {
      runJob(fallback, call.job).then(call.resolve, call.reject);
      return;
    }
    const thread = (current ??= start());
    const id = ++lastId;
    thread.pending.set(id, call);
    thread.worker.postMessage({ id, job: call.job });
    if (thread.lastAnswerAt > 0) arm(thread, id, call);
  }

  /** Starts a move's deadline (once the thread has started: loading the engines is not the move's wait). */
  function arm(thread: Thread, id: number, call: Call): void {
    if (call.job.kind !== 'move' || call.armed) return;
    call.armed = true;
    const timer = setTimeout(() => overdue(thread, id), moveDeadlineMs);
    timer.unref();
    const { resolve, reject } = call;
    call.resolve = (value) => (clearTimeout(timer), resolve(value));
    call.reject = (error) => (clearTimeout(timer), reject(error));
  }

  /**
   * A move past its deadline fails as busy (its late answer is dropped). A thread that answered
   * nothing meanwhile is stuck: it is ended, and the calls it held go to a new one.
   */
  function overdue(thread: Thread, id: number): void {
    const call = thread.pending.get(id);
    if (!call) return;
    thread.pending.delete(id);
    call.reject(new GeneratorBusyError(BUSY_RETRY_AFTER_SECONDS));
    if (Date.now() - thread.lastAnswerAt < moveDeadlineMs || thread.replaced) return;
    console.error(`[games] the generator thread answered nothing in ${moveDeadlineMs} ms; starting a new one`);
    thread.replaced = true;
    if (current === thread) current = null;
    void thread.worker.terminate();
  }

  /** A call, or a refusal at once when MAX_WAITING_CALLS are waiting (the refused one is not queued). */
  function call(job: GeneratorJob): Promise<unknown> {
    if (stopped) return Promise.reject(new Error('the puzzle generator thread was stopped (the server is shutting down)'));
    if (waiting >= MAX_WAITING_CALLS) return Promise.reject(new GeneratorBusyError(BUSY_RETRY_AFTER_SECONDS));
    waiting++;
    const { generatorQueueDepth, generatorJobDuration } = metrics();
    generatorQueueDepth.inc();
    const done = job.kind === 'ping' ? null : generatorJobDuration.startTimer({ kind: job.kind, game: job.game });
    const settled = () => {
      waiting--;
      generatorQueueDepth.dec();
      done?.();
    };
    return new Promise<unknown>((resolve, reject) => send({ job, resolve, reject, retried: false })).finally(settled);
  }

  const generate: GeneratePuzzle = (game, level) => call({ kind: 'generate', game, level }) as Promise<GeneratedPuzzle>;
  const generateDaily: GenerateDaily = (game, pastDailies) => call({ kind: 'daily', game, pastDailies }) as Promise<GeneratedPuzzle>;
  const applyMove: ApplyCostlyMove = (game, state, move) => call({ kind: 'move', game, state, move }) as ReturnType<ApplyCostlyMove>;
  // A thread that answered lately is alive; a ping would only wait behind the puzzles it is making.
  const ping = async () => {
    if (stopped || current === null || Date.now() - lastAnswerAt > RECENT_ANSWER_MS) await call({ kind: 'ping' });
  };
  async function stopThread(): Promise<void> {
    stopped = true;
    const thread = current;
    current = null;
    if (!thread) return;
    for (const pending of thread.pending.values()) pending.reject(new Error('the puzzle generator thread was stopped'));
    thread.pending.clear();
    await thread.worker.terminate();
  }
  return { generate, generateDaily, applyMove, ping, stop: stopThread };
}
