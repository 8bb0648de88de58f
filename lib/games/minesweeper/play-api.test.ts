import { describe, expect, it } from 'vitest';
import { MOVE_MESSAGES } from '@/lib/games/platform/hidden-state-moves';
import { MESSAGES, type PlayCaller } from '@/lib/games/platform/play-service';
import { refusal } from '@/tests/support/refusal';
import { fileDatabase, playServiceOn } from '@/tests/support/play-database';
import { humanPace, startedAgo, storedState } from '@/tests/support/play-rows';
import { engine, type MinesweeperState } from './engine';
import { parseView } from './format';
import { cellNumber } from './game';
import { neighbours } from './grid';
import { signedInCaller } from '@/tests/support/players';

/**
 * Minesweeper through the play service, as the routes answer it (each route returns the service's
 * answer as JSON): no answer carries an unopened cell's content, the server opens cells one move at
 * a time from the state it keeps, and refuses what the rules do not allow.
 */
const db = fileDatabase();
const service = playServiceOn(db, { minesweeper: engine }, { seed: 'api' });
const game = 'minesweeper';

const stateOf = (playId: string) => storedState<MinesweeperState>(db.sql, playId);
/**
 * An answer gives nothing away: no seed, no mine list, and every board in it shows only cells the
 * server had opened (with their true numbers), unless the game is over. Checked against the state
 * stored after the answer, so an answer can never be ahead of what was opened.
 */
async function expectNoSecret(answer: unknown, playId: string) {
  const state = await stateOf(playId);
  const text = JSON.stringify(answer);
  expect(text).not.toContain(state.seed);
  expect(text).not.toMatch(/mineCells|"mines"\s*:\s*\[|"seed"/);
  const boards = [...text.matchAll(/"board":"([^"]+)"/g)].map((m) => m[1]!);
  for (const board of boards) {
    const view = parseView(board)!;
    expect(view, board).not.toBeNull();
    const over = state.game !== null && state.game.status !== 'playing';
    if (over) continue;
    view.cells?.forEach((c, cell) => {
      if (c === 'hidden') return;
      expect(state.game!.opened, `cell ${cell} shown but not opened`).toContain(cell);
      expect(c).toBe(cellNumber(state.game!, cell));
    });
  }
}

/** The next safe, unopened cell, read from the server's state (the test plays as a perfect player). */
function safeCell(state: MinesweeperState): number {
  const game = state.game!;
  const mines = new Set(game.mineCells);
  const opened = new Set(game.opened);
  for (let cell = 0; cell < game.width * game.height; cell++) if (!mines.has(cell) && !opened.has(cell)) return cell;
  throw new Error('nothing left to open');
}

const newUser = (email: string) => signedInCaller(db.sql, email);

describe('the Minesweeper play API', () => {
  it('answers no unopened cell in any answer: issue, GET, moves, daily and hint; a win shows every mine', async () => {
    const player = await newUser('sweeper@example.com');
    const issued = await service().issue(player, game, { mode: 'practice', level: 'beginner' });
    expect(issued).toMatchObject({ puzzle: '9x9:10', status: 'playing', view: { board: '9x9:10', opened: [] } });
    await expectNoSecret(issued, issued.playId);
    await expectNoSecret(await service().get(player, game, issued.playId), issued.playId);
    await expectNoSecret(await service().daily(game), issued.playId);
    expect(await service().hint(player, game, issued.playId, [])).toEqual({ hint: null });

    const first = await service().move(player, game, issued.playId, { kind: 'open', cell: 40 });
    expect(first.status).toBe('playing');
    expect((first.reply as { opened: unknown[] }).opened[0]).toEqual({ cell: 40, number: 0 });
    await expectNoSecret(first, issued.playId);
    let last = first;
    while (last.status === 'playing') {
      await humanPace(db.sql, issued.playId, 600);
      last = await service().move(player, game, issued.playId, { kind: 'open', cell: safeCell(await stateOf(issued.playId)) });
      await expectNoSecret(last, issued.playId);
      await expectNoSecret(await service().get(player, game, issued.playId), issued.playId);
    }
    expect(last).toMatchObject({ status: 'won', result: { ranks: { 'all:beginner': 1 }, statistics: { played: 1, won: 1 } } });
    expect(last.result!.timeSeconds).toBeGreaterThanOrEqual(600);
    const board = parseView((last.reply as { board: string }).board)!;
    expect(board.cells!.filter((c) => c === 'mine')).toHaveLength(10);
    expect(board.cells!.filter((c) => c === 'hidden')).toHaveLength(0);
    // A move after the end is refused.
    expect(await refusal(service().move(player, game, issued.playId, { kind: 'open', cell: 0 }))).toEqual({
      status: 409,
      message: MOVE_MESSAGES.playOver,
    });
  });

  it('gives a hint from the state it keeps, counted: the win is assisted and enters no leaderboard', async () => {
    const player = await newUser('hinted@example.com');
    const issued = await service().issue(player, game, { mode: 'practice', level: 'beginner' });
    await service().move(player, game, issued.playId, { kind: 'open', cell: 0 });
    const answer = await service().hint(player, game, issued.playId, []);
    await expectNoSecret(answer, issued.playId);
    const state = await stateOf(issued.playId);
    // The hint marks the numbers it reads (opened) beside the cells it proves: the safe ones left to open.
    const safe = answer.hint!.cells.filter((c) => !state.game!.mineCells.includes(c) && !state.game!.opened.includes(c));
    expect(safe.length).toBeGreaterThan(0);
    expect((await service().get(player, game, issued.playId)).hints).toBe(1);
    await startedAgo(db.sql, issued.playId, 600);
    let last = await service().move(player, game, issued.playId, { kind: 'open', cell: safe[0]! });
    while (last.status === 'playing')
      last = await service().move(player, game, issued.playId, { kind: 'open', cell: safeCell(await stateOf(issued.playId)) });
    expect(last).toMatchObject({ status: 'won', result: { ranks: {} } });
  });

  it('a loss shows every mine and the one hit, and counts as played', async () => {
    const player: PlayCaller = { key: 'ms-loser', userId: null, address: 'ms-loser' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'intermediate' });
    await service().move(player, game, issued.playId, { kind: 'open', cell: 17 });
    const mine = (await stateOf(issued.playId)).game!.mineCells[0]!;
    const lost = await service().move(player, game, issued.playId, { kind: 'open', cell: mine });
    expect(lost).toMatchObject({ status: 'lost', result: { ranks: {}, statistics: { played: 1, won: 0 } } });
    const board = parseView((lost.reply as { board: string }).board)!;
    expect(board.cells![mine]).toBe('hit');
    expect(board.cells!.filter((c) => c === 'mine' || c === 'hit')).toHaveLength(40);
    expect((await service().get(player, game, issued.playId)).status).toBe('lost');
  });

  it('refuses forged and impossible moves, changing nothing', async () => {
    const player: PlayCaller = { key: 'ms-forger', userId: null, address: 'ms-forger' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'beginner' });
    const bad = { status: 422, message: MOVE_MESSAGES.badMove };
    // Before the first click: only an open of a cell of the board.
    expect(await refusal(service().move(player, game, issued.playId, { kind: 'chord', cell: 40, flags: [] }))).toEqual(bad);
    expect(await refusal(service().move(player, game, issued.playId, { kind: 'open', cell: 81 }))).toEqual(bad);
    expect(await stateOf(issued.playId)).toMatchObject({ game: null });
    await service().move(player, game, issued.playId, { kind: 'open', cell: 40 });
    const before = await stateOf(issued.playId);
    const game0 = before.game!;
    // An opened number with a hidden neighbour: chord it with the wrong number of flags.
    const number = game0.opened.find((c) => cellNumber(game0, c) > 0 && neighbours(game0, c).some((n) => !game0.opened.includes(n)))!;
    const around = neighbours(game0, number).filter((n) => !game0.opened.includes(n));
    const tooMany = around.slice(0, cellNumber(game0, number) + 1);
    const forged = [
      { kind: 'open', cell: 81 },
      { kind: 'open', cell: -1 },
      { kind: 'open', cell: 40 },
      { kind: 'chord', cell: number, flags: [] },
      ...(tooMany.length > cellNumber(game0, number) ? [{ kind: 'chord', cell: number, flags: tooMany }] : []),
      { kind: 'chord', cell: number, flags: [number] },
      { kind: 'reveal-all' },
      { kind: 'open', cell: '40' },
      null,
    ];
    for (const move of forged) expect(await refusal(service().move(player, game, issued.playId, move)), JSON.stringify(move)).toEqual(bad);
    expect(await stateOf(issued.playId)).toEqual(before);
    // Someone else's play is not found.
    expect(
      await refusal(
        service().move({ key: 'ms-other', userId: null, address: 'ms-other' }, game, issued.playId, {
          kind: 'open',
          cell: safeCell(before),
        }),
      ),
    ).toEqual({
      status: 404,
      message: MESSAGES.playNotFound,
    });
    // The whole-list calls of the grid games are not for this game.
    expect(await refusal(service().finish(player, game, issued.playId, { moves: [] }))).toEqual({
      status: 404,
      message: MESSAGES.notForThisGame,
    });
  });

  it('two racing moves: one is applied, the other gets 409, and the board is generated once', async () => {
    const player: PlayCaller = { key: 'ms-racer', userId: null, address: 'ms-racer' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'expert' });
    const results = await Promise.allSettled([
      service().move(player, game, issued.playId, { kind: 'open', cell: 100 }),
      service().move(player, game, issued.playId, { kind: 'open', cell: 300 }),
    ]);
    const applied = results.filter((r) => r.status === 'fulfilled');
    expect(applied).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    // The other first click waited for nothing: the board was being made (or was made) for the first.
    const refused = await refusal(Promise.reject(rejected!.reason));
    expect(refused.status).toBe(409);
    expect([MOVE_MESSAGES.costlyMoveUnderWay, MOVE_MESSAGES.answeredElsewhere]).toContain(refused.message);
    const state = await stateOf(issued.playId);
    const reply = (applied[0] as PromiseFulfilledResult<{ reply: { opened: { cell: number }[] } }>).value.reply;
    expect(state.game!.opened).toContain(reply.opened[0]!.cell);
    expect((await service().get(player, game, issued.playId)).view).toEqual({
      board: (applied[0] as PromiseFulfilledResult<{ reply: { board: string } }>).value.reply.board,
      opened: [],
    });
  });

  it('serves the daily: the same public puzzle with its start cell to everybody, one play each, the same board once opened', async () => {
    const a = await service().issue({ key: 'ms-day-a', userId: null, address: 'ms-day-a' }, game, { mode: 'daily' });
    const b = await service().issue({ key: 'ms-day-b', userId: null, address: 'ms-day-b' }, game, { mode: 'daily' });
    expect(a.puzzle).toBe(b.puzzle);
    const start = Number(/^16x16:40@(\d+)$/.exec(a.puzzle)?.[1]);
    expect(start).toBeGreaterThanOrEqual(0);
    expect((await service().issue({ key: 'ms-day-a', userId: null, address: 'ms-day-a' }, game, { mode: 'daily' })).playId).toBe(a.playId);
    await expectNoSecret(a, a.playId);
    await expectNoSecret(await service().daily(game), a.playId);
    // The board was made with the daily and stored: the first clicks play it.
    const issuedBoard = (await stateOf(a.playId)).game!.mineCells;
    expect(issuedBoard).toHaveLength(40);
    const opened = await Promise.all(
      [a, b].map((play, i) =>
        service().move({ key: `ms-day-${'ab'[i]}`, userId: null, address: `ms-day-${'ab'[i]}` }, game, play.playId, {
          kind: 'open',
          cell: start,
        }),
      ),
    );
    expect((opened[0]!.reply as { board: string }).board).toBe((opened[1]!.reply as { board: string }).board);
    expect((await stateOf(a.playId)).game?.mineCells).toEqual(issuedBoard);
    expect((await stateOf(a.playId)).game?.mineCells).toEqual((await stateOf(b.playId)).game?.mineCells);
  });
});
