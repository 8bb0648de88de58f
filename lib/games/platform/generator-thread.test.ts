import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeededRandom } from '@/lib/games/2048/seeded-random';
import { sudokuEngine } from '@/lib/games/sudoku';
import { takuzuEngine } from '@/lib/games/takuzu';
import { createGeneratorThread, type GeneratorStarter } from './generator-thread';
import { generateInThread, type GeneratePuzzle } from './puzzle-generation';

/** The worker as the server runs it, from its TypeScript source ('server-only' resolves as on the server). */
const fromSource: GeneratorStarter = () => {
  const source = JSON.stringify(new URL('./generator-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${source}, ${source}))`, { eval: true, execArgv: ['--conditions=react-server'] });
};

/** A stand-in thread: answers `ok` games with a fixed puzzle and exits on any other. */
const scripted: GeneratorStarter = () =>
  new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', (m) => m.game === 'ok' ? parentPort.postMessage({ id: m.id, ok: true, value: { puzzle: 'thread', solution: m.level } }) : process.exit(3));`,
    { eval: true },
  );

const inThread: GeneratePuzzle = async (_game, level) => ({ puzzle: 'here', solution: level });
const engines = { sudoku: sudokuEngine, takuzu: takuzuEngine };

/** setImmediate turns the calling thread ran while `work` was under way. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work;
  done = true;
  return turns;
}

describe('the puzzle generator thread', () => {
  afterEach(() => vi.restoreAllMocks());

  it("makes each game's puzzles, solvable and new each time, on a thread of its own", async () => {
    const generate = createGeneratorThread(inThread, { startWorker: fromSource });
    const [a, b, takuzu] = await Promise.all([generate('sudoku', 'easy'), generate('sudoku', 'easy'), generate('takuzu', '6-easy')]);
    for (const [engine, made] of [[sudokuEngine, a], [sudokuEngine, b], [takuzuEngine, takuzu]] as const) {
      expect(engine.isPuzzle(made.puzzle)).toBe(true);
      expect(engine.isSolved(made.puzzle, made.solution, made.solution)).toBe(true);
    }
    expect(a.puzzle).not.toBe(b.puzzle);
    // The calling thread keeps turning while a hard puzzle is made; made here, it would not turn once.
    expect(await turnsDuring(generate('sudoku', 'hard'))).toBeGreaterThan(0);
    expect(await turnsDuring(generateInThread(engines, () => createSeededRandom('same'))('sudoku', 'hard'))).toBe(0);
  });

  it('answers an engine error as a failed call, and goes on', async () => {
    const generate = createGeneratorThread(inThread, { startWorker: fromSource });
    await expect(generate('no-such-game', 'easy')).rejects.toThrow('no engine for no-such-game');
    expect(sudokuEngine.isPuzzle((await generate('sudoku', 'easy')).puzzle)).toBe(true);
  });

  it('makes puzzles in this thread, saying so once, when the thread cannot run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let starts = 0;
    const broken: GeneratorStarter = () => {
      starts++;
      return new Worker('throw new Error("cannot load")', { eval: true });
    };
    const generate = createGeneratorThread(inThread, { startWorker: broken });
    expect(await Promise.all([generate('ok', 'a'), generate('ok', 'b')])).toEqual([
      { puzzle: 'here', solution: 'a' },
      { puzzle: 'here', solution: 'b' },
    ]);
    expect(await generate('ok', 'c')).toEqual({ puzzle: 'here', solution: 'c' });
    expect(starts).toBe(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/could not run/);
  });

  it('starts a new thread for the calls of one that stopped after answering; a call that stops two fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let starts = 0;
    const counted: GeneratorStarter = () => {
      starts++;
      return scripted();
    };
    const generate = createGeneratorThread(inThread, { startWorker: counted });
    expect(await generate('ok', 'first')).toEqual({ puzzle: 'thread', solution: 'first' });
    const stopping = generate('stop', 'x');
    await expect(stopping).rejects.toThrow(/generator thread stopped/);
    expect(starts).toBe(2);
  });
});
