import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { engine as minesweeperEngine, type MinesweeperState } from '@/lib/games/minesweeper/engine';
import { parsePuzzle } from '@/lib/games/minesweeper/puzzle-text';
import { engine as sudokuEngine } from '@/lib/games/sudoku';
import { engine as takuzuEngine } from '@/lib/games/takuzu';
import { engine as wordGuesserEngine } from '@/lib/games/wordguesser/engine';
import { ANSWERS } from '@/lib/games/wordguesser/words';
import { runs } from '@/tests/support/property-runs';
import { BUSY_RETRY_AFTER_SECONDS, createGeneratorThread, MAX_WAITING_CALLS, type GeneratorStarter } from './generator-thread';
import { dailyInThread, GeneratorBusyError, generateInThread, type PuzzleGenerator } from './puzzle-generation';
import { refusal } from '@/tests/support/refusal';

/** The worker as the server runs it, from its TypeScript source ('server-only' resolves as on the server). */
const fromSource: GeneratorStarter = () => {
  const source = JSON.stringify(new URL('./generator-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${source}, ${source}))`, {
    eval: true,
    execArgv: ['--conditions=react-server'],
  });
};

/** A stand-in thread: answers `ok` games with a fixed puzzle and exits on any other. */
const scripted: GeneratorStarter = () =>
  new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', ({ id, job }) => job.game === 'ok' ? parentPort.postMessage({ id, ok: true, value: { puzzle: 'thread', solution: job.level } }) : process.exit(3));`,
    { eval: true },
  );

/**
 * A stand-in thread that holds its answers until it has `hold` calls waiting (then answers them all),
 * except calls for the game 'now', answered at once.
 */
const holding =
  (hold: number): GeneratorStarter =>
  () =>
    new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
     const held = [];
     const answer = ({ id, job }) => parentPort.postMessage({ id, ok: true, value: { puzzle: job.game, solution: job.level } });
     parentPort.on('message', (m) => {
       if (m.job.game === 'now') return answer(m);
       held.push(m);
       if (held.length >= workerData.hold) held.splice(0).forEach(answer);
     });`,
      { eval: true, workerData: { hold } },
    );

/** The fallback: answers that say they were made here. */
const inThread: PuzzleGenerator = {
  generate: async (_game, level) => ({ puzzle: 'here', solution: level }),
  generateDaily: async (game, pastDailies) => ({ puzzle: 'here daily', solution: `${game}:${pastDailies.length}` }),
  applyMove: async (_game, state) => ({ refused: `here ${JSON.stringify(state)}` }),
};
const engines = { sudoku: sudokuEngine, takuzu: takuzuEngine };
const minesweeper = minesweeperEngine;

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
  // One real thread for the tests that need a healthy one: each start compiles every engine from
  // source (seconds of CPU). Started here, so no test's own timeout pays for it.
  let real: ReturnType<typeof createGeneratorThread>;
  beforeAll(async () => {
    real = createGeneratorThread(inThread, { startWorker: fromSource });
    await real.ping();
  });
  afterAll(() => real.stop());

  it("makes each game's puzzles, solvable and new each time, on a thread of its own", async () => {
    const { generate } = real;
    const [a, b, takuzu] = await Promise.all([generate('sudoku', 'easy'), generate('sudoku', 'easy'), generate('takuzu', '6-easy')]);
    for (const [engine, made] of [
      [sudokuEngine, a],
      [sudokuEngine, b],
      [takuzuEngine, takuzu],
    ] as const) {
      expect(engine.isPuzzle(made.puzzle)).toBe(true);
      expect(engine.isSolved(made.puzzle, made.solution, made.solution)).toBe(true);
    }
    expect(a.puzzle).not.toBe(b.puzzle);
    // The calling thread keeps turning while a hard puzzle is made; made here, it would not turn once.
    expect(await turnsDuring(generate('sudoku', 'hard'))).toBeGreaterThan(0);
    expect(await turnsDuring(generateInThread(engines, () => createSeededRandom('same'))('sudoku', 'hard'))).toBe(0);
  });

  it('makes dailies there: given the earlier dailies, and a board made with the daily', async () => {
    const { generateDaily } = real;
    // Every answer but one was a daily (as stored values, with one that is not a state): the new
    // daily is the one left, so the earlier dailies reached the engine.
    const left = ANSWERS[7]!;
    const past: unknown[] = [null, ...ANSWERS.filter((w) => w !== left).map((answer) => ({ answer, guesses: [], hardMode: false }))];
    const words = await generateDaily('wordguesser', past);
    expect(words.puzzle).toBe('5x6');
    expect(wordGuesserEngine.parseState(JSON.parse(words.solution))?.answer).toBe(left);

    const mines = await generateDaily('minesweeper', []);
    const state = minesweeper.parseState(JSON.parse(mines.solution))!;
    expect(state.game!.mineCells).toHaveLength(40);
    expect(parsePuzzle(mines.puzzle)?.start).toBe(state.start);
    await expect(generateDaily('no-such-game', [])).rejects.toThrow('no engine for no-such-game');
  });

  it('applies a costly move there from the stored state, answering what the engine answers here', async () => {
    const { applyMove } = real;
    const { state } = minesweeper.newGame('expert', createSeededRandom('costly on the thread'));
    const move = { kind: 'open', cell: 100 } as const;
    expect(minesweeper.costlyMove(state, move)).toBe(true);
    const there = await applyMove('minesweeper', JSON.parse(JSON.stringify(state)), move);
    expect(there).toEqual(minesweeper.applyMove(state, move));
    expect((there as { state: MinesweeperState }).state.game!.opened).toContain(100);
    // A move the rules do not allow is null; a forged move shape too; a state that is not one fails.
    expect(await applyMove('minesweeper', state, { kind: 'chord', cell: 100, flags: [] })).toBeNull();
    expect(await applyMove('minesweeper', state, { kind: 'reveal-all' })).toBeNull();
    await expect(applyMove('minesweeper', { ...state, seed: '' }, move)).rejects.toThrow('not a stored minesweeper state');
    await expect(applyMove('sudoku', state, move)).rejects.toThrow('sudoku is not a hidden-state game');
  });

  it("answers every Expert first click there as Minesweeper's engine answers it here (any seed, any cell)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 12 }), fc.nat({ max: 30 * 16 - 1 }), async (seed, cell) => {
        const { state } = minesweeper.newGame('expert', createSeededRandom(seed));
        const move = { kind: 'open', cell } as const;
        expect(minesweeper.costlyMove(state, move)).toBe(true);
        expect(await real.applyMove('minesweeper', state, move)).toEqual(minesweeper.applyMove(state, move));
      }),
      { numRuns: runs(25, 3) },
    );
  }, 120_000);

  it('fails a move not answered by its deadline as busy; a thread that answered nothing meanwhile is replaced, with the calls it held', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let starts = 0;
    // The first thread answers its first call, then nothing (stuck); the next answers everything at once.
    const stuckFirst: GeneratorStarter = () =>
      new Worker(
        `const { parentPort, workerData } = require('node:worker_threads');
         let calls = 0;
         parentPort.on('message', ({ id, job }) => (workerData.stuck && calls++ > 0) || parentPort.postMessage({ id, ok: true, value: { made: job.kind, level: job.level } }));`,
        { eval: true, workerData: { stuck: starts++ === 0 } },
      );
    const thread = createGeneratorThread(inThread, { startWorker: stuckFirst, moveDeadlineMs: 100 });
    expect(await thread.generate('sudoku', 'first')).toEqual({ made: 'generate', level: 'first' });
    const held = thread.generate('sudoku', 'queued');
    const overdue = await refusal(thread.applyMove('minesweeper', {}, {}));
    expect(overdue.status).toBe(503);
    expect(overdue.message).toBe(new GeneratorBusyError().message);
    // The call the stuck thread held is made by its replacement, and moves go there from now on.
    expect(await held).toEqual({ made: 'generate', level: 'queued' });
    expect(await thread.applyMove('minesweeper', {}, {})).toEqual({ made: 'move' });
    expect(starts).toBe(2);
    // Replaced, not given up: nothing ran in this thread, and the log says why the thread was replaced.
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(/answered nothing in 100 ms/)]);
    await thread.stop();
  });

  it("does not count a thread's start-up against a move's deadline", async () => {
    // A thread that takes longer to start than the deadline, then answers at once.
    const slowStart: GeneratorStarter = () =>
      new Worker(
        `const { parentPort } = require('node:worker_threads');
         const until = Date.now() + 300;
         while (Date.now() < until);
         parentPort.on('message', ({ id, job }) => parentPort.postMessage({ id, ok: true, value: { made: job.kind } }));`,
        { eval: true },
      );
    const thread = createGeneratorThread(inThread, { startWorker: slowStart, moveDeadlineMs: 100 });
    expect(await thread.applyMove('minesweeper', {}, {})).toEqual({ made: 'move' });
    await thread.stop();
  });

  it('answers an engine error as a failed call, and goes on', async () => {
    const { generate } = real;
    await expect(generate('no-such-game', 'easy')).rejects.toThrow('no engine for no-such-game');
    expect(sudokuEngine.isPuzzle((await generate('sudoku', 'easy')).puzzle)).toBe(true);
  });

  it(`refuses a call at once past ${MAX_WAITING_CALLS} waiting, without queueing it; the waiting ones still complete`, async () => {
    const thread = createGeneratorThread(inThread, { startWorker: holding(MAX_WAITING_CALLS) });
    let answered = 0;
    const waiting = Array.from({ length: MAX_WAITING_CALLS }, (_, i) =>
      thread.generate('held', String(i)).then((made) => (answered++, made)),
    );
    const refused = await Promise.allSettled([
      thread.generate('now', 'x'),
      thread.generateDaily('now', []),
      thread.applyMove('now', {}, {}),
    ]);
    for (const result of refused) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as GeneratorBusyError;
      expect(error).toBeInstanceOf(GeneratorBusyError);
      expect(error.retryAfterSeconds).toBe(BUSY_RETRY_AFTER_SECONDS);
    }
    // Refused before any waiting call was answered: nothing had to finish first.
    expect(answered).toBe(0);
    expect(await Promise.all(waiting)).toEqual(
      Array.from({ length: MAX_WAITING_CALLS }, (_, i) => ({ puzzle: 'held', solution: String(i) })),
    );
    // The refused calls never reached the thread (it would have answered 'now' at once), and the
    // queue has room again.
    expect(await thread.generate('now', 'again')).toEqual({ puzzle: 'now', solution: 'again' });
  });

  it('makes everything in this thread, saying so once, when the thread cannot run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let starts = 0;
    const broken: GeneratorStarter = () => {
      starts++;
      return new Worker('throw new Error("cannot load")', { eval: true });
    };
    const thread = createGeneratorThread(inThread, { startWorker: broken });
    expect(await Promise.all([thread.generate('ok', 'a'), thread.generate('ok', 'b')])).toEqual([
      { puzzle: 'here', solution: 'a' },
      { puzzle: 'here', solution: 'b' },
    ]);
    expect(await thread.generate('ok', 'c')).toEqual({ puzzle: 'here', solution: 'c' });
    expect(await thread.generateDaily('words', [1, 2])).toEqual({ puzzle: 'here daily', solution: 'words:2' });
    expect(await thread.applyMove('mines', { seed: 's' }, {})).toEqual({ refused: 'here {"seed":"s"}' });
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
    const { generate } = createGeneratorThread(inThread, { startWorker: counted });
    expect(await generate('ok', 'first')).toEqual({ puzzle: 'thread', solution: 'first' });
    const stopping = generate('stop', 'x');
    await expect(stopping).rejects.toThrow(/generator thread stopped/);
    expect(starts).toBe(2);
  });
});

describe('dailies in the calling thread', () => {
  it("take a grid game's daily level when the engine has no newDaily", async () => {
    const daily = await dailyInThread(engines, () => createSeededRandom('grid daily'))('sudoku', []);
    expect(sudokuEngine.isPuzzle(daily.puzzle)).toBe(true);
    expect(sudokuEngine.isSolved(daily.puzzle, daily.solution, daily.solution)).toBe(true);
  });
});

describe('ping and stop (readiness and shutdown)', () => {
  it('a ping is answered by the real worker thread, and after stop every call is refused and the thread has exited', async () => {
    let worker: Worker | null = null;
    const thread = createGeneratorThread(inThread, {
      startWorker: () => (worker = fromSource()),
    });
    await expect(thread.ping()).resolves.toBeUndefined();
    expect(worker).not.toBeNull();
    const exited = new Promise<number>((resolve) => worker!.once('exit', resolve));
    await thread.stop();
    await exited;
    await expect(thread.ping()).rejects.toThrow(/stopped/);
    await expect(thread.generate('sudoku', 'easy')).rejects.toThrow(/stopped/);
  });

  it('a call still waiting when the thread is stopped fails instead of hanging', async () => {
    const thread = createGeneratorThread(inThread, { startWorker: holding(5) });
    const refused = expect(thread.generate('held', 'x')).rejects.toThrow(/stopped/);
    await thread.stop();
    await refused;
  });
});
