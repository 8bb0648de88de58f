import { describe, expect, it } from 'vitest';
import { engine as minesweeper, type MinesweeperState } from '@/lib/games/minesweeper/engine';
import { fileDatabase, playServiceOn } from '@/tests/support/play-database';
import { humanPace, storedState } from '@/tests/support/play-rows';
import { signedInCaller } from '@/tests/support/players';
import { refusal } from '@/tests/support/refusal';
import { applyInThread, GeneratorBusyError, type ApplyCostlyMove } from './puzzle-generation';

/**
 * The play service's costly-move path with a real engine: Minesweeper's first click (the no-guess
 * board is made around it) goes to the executor the server wires to the generator thread; the
 * moves after it are applied in the request. The executor here counts its calls and makes the move
 * as the thread would, so a first click applied in the request would leave it at zero.
 */
const db = fileDatabase();
const engines = { minesweeper };
const game = 'minesweeper';

function countingExecutor() {
  const calls: { game: string; move: unknown }[] = [];
  const inThread = applyInThread(engines);
  const apply: ApplyCostlyMove = (gameId, state, move) => {
    calls.push({ game: gameId, move });
    return inThread(gameId, state, move);
  };
  return { calls, apply };
}

/** A safe, unopened cell, read from the server's state. */
function safeCell(state: MinesweeperState): number {
  const { mineCells, opened, width, height } = state.game!;
  for (let cell = 0; cell < width * height; cell++) if (!mineCells.includes(cell) && !opened.includes(cell)) return cell;
  throw new Error('nothing left to open');
}

describe('costly moves through the play service', () => {
  it("sends an Expert first click to the thread's executor, and the moves after it not", async () => {
    const executor = countingExecutor();
    const service = playServiceOn(db, engines, { seed: 'costly path', applyCostlyMove: executor.apply });
    const player = await signedInCaller(db.sql, 'costly@example.com');
    const play = await service().issue(player, game, { mode: 'practice', level: 'expert' });

    const first = await service().move(player, game, play.playId, { kind: 'open', cell: 200 });
    expect(first.status).toBe('playing');
    expect(executor.calls).toEqual([{ game, move: { kind: 'open', cell: 200 } }]);
    const state = await storedState<MinesweeperState>(db.sql, play.playId);
    expect(state.game!.opened).toContain(200);

    await humanPace(db.sql, play.playId, 60);
    await service().move(player, game, play.playId, { kind: 'open', cell: safeCell(state) });
    expect(executor.calls).toHaveLength(1);
  });

  it('answers a thread that is busy or failed with its error and saves nothing; the click then goes through', async () => {
    const executor = countingExecutor();
    let failures: Error[] = [new GeneratorBusyError(5), new Error('the puzzle generator thread stopped (exit code 1)')];
    const flaky: ApplyCostlyMove = (gameId, state, move) => {
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : executor.apply(gameId, state, move);
    };
    const service = playServiceOn(db, engines, { seed: 'costly failures', applyCostlyMove: flaky });
    const player = await signedInCaller(db.sql, 'flaky@example.com');
    const play = await service().issue(player, game, { mode: 'practice', level: 'expert' });
    const click = () => service().move(player, game, play.playId, { kind: 'open', cell: 31 });

    expect(await refusal(click())).toEqual({ status: 503, message: new GeneratorBusyError().message });
    await expect(click()).rejects.toThrow('the puzzle generator thread stopped');
    // Nothing was saved, and the play's claim on its costly move was let go each time.
    expect((await storedState<MinesweeperState>(db.sql, play.playId)).game).toBeNull();
    failures = [];
    expect((await click()).status).toBe('playing');
    expect(executor.calls).toHaveLength(1);
  });
});
