import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { metrics } from '@/lib/observability/metrics';
import { createGeneratorThread, type GeneratorThread } from './generator-thread';
import type { PuzzleGenerator } from './puzzle-generation';

/** A stand-in thread that holds its answers until it has `hold` calls waiting, then answers them all. */
const holding = (hold: number) => () =>
  new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const held = [];
     parentPort.on('message', (m) => {
       held.push(m);
       if (held.length >= workerData.hold)
         held.splice(0).forEach(({ id, job }) => parentPort.postMessage({ id, ok: true, value: { puzzle: job.game, solution: job.level } }));
     });`,
    { eval: true, workerData: { hold } },
  );

const unused: PuzzleGenerator = {
  generate: () => Promise.reject(new Error('not here')),
  generateDaily: () => Promise.reject(new Error('not here')),
  applyMove: () => Promise.reject(new Error('not here')),
};
const depth = async () => (await metrics().generatorQueueDepth.get()).values[0]?.value ?? 0;
const jobs = async (kind: string, game: string) =>
  (await metrics().generatorJobDuration.get()).values.find(
    (v) => v.metricName === 'generator_job_seconds_count' && v.labels.kind === kind && v.labels.game === game,
  )?.value ?? 0;

let thread: GeneratorThread | null = null;
afterEach(async () => {
  await thread?.stop();
  thread = null;
});

describe("the generator's metrics", () => {
  it('shows the calls waiting as generator_queue_depth, and times each answered job by kind and game', async () => {
    thread = createGeneratorThread(unused, { startWorker: holding(3) });
    const [before, timedBefore] = [await depth(), await jobs('generate', 'queued-game')];
    const first = thread.generate('queued-game', 'easy');
    const second = thread.generate('queued-game', 'hard');
    expect(await depth()).toBe(before + 2);
    expect(await jobs('generate', 'queued-game')).toBe(timedBefore);
    const third = thread.generate('queued-game', 'easy');
    await Promise.all([first, second, third]);
    expect(await depth()).toBe(before);
    expect(await jobs('generate', 'queued-game')).toBe(timedBefore + 3);
  });
});
