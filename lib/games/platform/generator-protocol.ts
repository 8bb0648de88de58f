import type { PuzzleGenerator } from './puzzle-generation';

/**
 * Messages between the server thread and the puzzle generator's thread (generator-worker.ts): one
 * request per call, each answered once by its id. Values cross as plain data (structured clone).
 */
export type GeneratorJob =
  /** A new puzzle of a level (GeneratePuzzle). */
  | { kind: 'generate'; game: string; level: string }
  /** A new daily, given the earlier dailies' stored states, newest first (GenerateDaily). */
  | { kind: 'daily'; game: string; pastDailies: readonly unknown[] }
  /** A hidden-state game's costly move on a stored state (ApplyCostlyMove). */
  | { kind: 'move'; game: string; state: unknown; move: unknown }
  /** An answer and nothing else: readiness asks whether the thread answers. */
  | { kind: 'ping' };

export type GeneratorRequest = { id: number; job: GeneratorJob };
export type GeneratorReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** Runs a job with a generator of the calling thread (the worker's own, or the fallback). */
export function runJob(generator: PuzzleGenerator, job: GeneratorJob): Promise<unknown> {
  switch (job.kind) {
    case 'generate':
      return generator.generate(job.game, job.level);
    case 'daily':
      return generator.generateDaily(job.game, job.pastDailies);
    case 'move':
      return generator.applyMove(job.game, job.state, job.move);
    case 'ping':
      return Promise.resolve('pong');
  }
}
