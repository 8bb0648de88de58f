import { Worker } from 'node:worker_threads';
import type { GeneratorReply } from './generator-protocol';
import type { GeneratedPuzzle, GeneratePuzzle } from './puzzle-generation';

export type GeneratorStarter = () => Worker;

// This exact form is what the build recognises: it bundles generator-worker.ts as a worker entry.
const startBundledWorker: GeneratorStarter = () => new Worker(new URL('./generator-worker.ts', import.meta.url));

type Call = { game: string; level: string; resolve: (value: GeneratedPuzzle) => void; reject: (error: Error) => void; retried: boolean };

/**
 * Puzzle generation on a worker thread of its own, started on first use, so a slow puzzle holds up
 * no other request. A thread that stops after it has answered is started again; one that stops
 * before answering anything (it cannot start here) is given up, and from then on puzzles are made
 * by `fallback` in this thread: slower for the other requests, but never a failed play.
 */
export function createGeneratorThread(fallback: GeneratePuzzle, options: { startWorker?: GeneratorStarter } = {}): GeneratePuzzle {
  const startWorker = options.startWorker ?? startBundledWorker;
  let current: { worker: Worker; pending: Map<number, Call> } | null = null;
  let givenUp = false;
  let lastId = 0;

  function start(): { worker: Worker; pending: Map<number, Call> } {
    const thread = { worker: startWorker(), pending: new Map<number, Call>() };
    let answered = false;
    thread.worker.unref(); // a server shutting down does not wait for it
    const stop = (reason: string) => {
      if (current === thread) current = null;
      if (!answered && !givenUp) {
        givenUp = true;
        console.error(`[games] the puzzle generator thread could not run (${reason}); puzzles are made on the server thread`);
      }
      // The calls it held are made once more (by a new thread, or here once it is given up): a
      // puzzle whose making stopped two threads fails rather than stop a third.
      const calls = [...thread.pending.values()];
      thread.pending.clear();
      for (const call of calls) {
        if (call.retried) call.reject(new Error(`the puzzle generator thread stopped (${reason})`));
        else send({ ...call, retried: true });
      }
    };
    thread.worker.on('message', (reply: GeneratorReply) => {
      const call = thread.pending.get(reply.id);
      if (!call) return;
      thread.pending.delete(reply.id);
      answered = true;
      if (reply.ok) call.resolve(reply.value);
      else call.reject(new Error(reply.message));
    });
    thread.worker.on('error', (error) => stop(error.message));
    thread.worker.on('exit', (code) => stop(`exit code ${code}`));
    return thread;
  }

  function send(call: Call): void {
    if (givenUp) {
      fallback(call.game, call.level).then(call.resolve, call.reject);
      return;
    }
    const thread = (current ??= start());
    const id = ++lastId;
    thread.pending.set(id, call);
    thread.worker.postMessage({ id, game: call.game, level: call.level });
  }

  return (game, level) => new Promise((resolve, reject) => send({ game, level, resolve, reject, retried: false }));
}
