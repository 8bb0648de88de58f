// The puzzle generator's own thread: a hard Sudoku or an Expert Minesweeper board takes tens of
// milliseconds of solver work, which on the server's thread would hold up every other request.
import { randomUUID } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { createSeededRandom } from '../toolbox/seeded-random';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { runJob, type GeneratorReply, type GeneratorRequest } from './generator-protocol';
import { generatorInThread } from './puzzle-generation';

if (!parentPort) throw new Error('generator-worker.ts runs only as a worker thread');
const port = parentPort;

const generator = generatorInThread(PLATFORM_ENGINES, () => createSeededRandom(randomUUID()));

port.on('message', async (request: GeneratorRequest) => {
  let reply: GeneratorReply;
  try {
    reply = { id: request.id, ok: true, value: await runJob(generator, request.job) };
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
