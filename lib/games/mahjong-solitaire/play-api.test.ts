import { describe, expect, it } from 'vitest';
import { MOVE_MESSAGES } from '@/lib/games/platform/hidden-state-moves';
import { MESSAGES, type PlayCaller } from '@/lib/games/platform/play-service';
import { refusal } from '@/tests/support/refusal';
import { fileDatabase, playServiceOn } from '@/tests/support/play-database';
import { humanPace, storedState } from '@/tests/support/play-rows';
import { engine, type MahjongReply } from './engine';
import { parseBoard } from './format';
import { blockedBy, freePlaces } from './board';
import { PAIR_REFUSALS } from './rules';
import { currentBoard, type MahjongState } from './state';
import { tileName } from './tiles';
import { signedInCaller } from '@/tests/support/players';

/**
 * Mahjong Solitaire through the play service, as the routes answer it (each route returns the
 * service's answer as JSON): nothing of the deal is shown before the player deals the tiles (the
 * `start` move, which starts the clock); then the tiles are all face up, but the order that clears
 * the deal (and every shuffle's) and the seed stay on the server; pairs are refereed there one by one.
 */
const db = fileDatabase();
const game = 'mahjong-solitaire';
const service = playServiceOn(db, { [game]: engine }, { seed: 'mahjong api' });

const stateOf = (playId: string) => storedState<MahjongState>(db.sql, playId);

const PUBLIC_KEYS = ['board', 'canRedo', 'canUndo', 'freePairs', 'noMovesLeft', 'shuffles', 'started'];

/**
 * An answer gives nothing away: every reply in it has only the public keys, and its text holds no
 * seed and no run of a clearing order the server keeps (the deal's or a shuffle's), in any spelling.
 */
async function expectNoSecret(answer: unknown, playId: string) {
  const state = await stateOf(playId);
  const text = JSON.stringify(answer);
  expect(text).not.toContain(state.seed);
  expect(text).not.toMatch(/"(order|steps|undone|seed|deal|solution)"/);
  const replies = [...text.matchAll(/\{"board":[^}]*\}/g)].map((m) => JSON.parse(m[0]) as Record<string, unknown>);
  for (const reply of replies) expect(Object.keys(reply).sort()).toEqual(PUBLIC_KEYS);
  const orders = [state.order, ...[...state.steps, ...state.undone].flatMap((step) => (step.type === 'shuffle' ? [step.order] : []))];
  for (const order of orders) {
    for (let i = 0; i + 3 <= order.length; i++) {
      const run = order.slice(i, i + 3);
      expect(text).not.toContain(JSON.stringify(run).slice(1, -1));
      expect(text).not.toContain(run.flat().join(','));
    }
  }
}

/**
 * Before the deal an answer shows no face: every board in it is the layout (`quick:48`), and its text
 * holds no run of two tile codes of the deal (nor the deal itself).
 */
async function expectNoFace(answer: unknown, playId: string) {
  const state = await stateOf(playId);
  expect(state.started).toBe(false);
  // A random play id can hold a run of tile codes by chance (b4b6 in one CI run): ids are not faces.
  const text = JSON.stringify(answer).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
  for (const [, board] of text.matchAll(/"board":"([^"]*)"/g))
    expect(board).toBe(`${state.layout}:${parseBoard(state.deal)!.tiles.length}`);
  const codes = state.deal.slice(state.deal.indexOf(':') + 1);
  for (let i = 0; i + 4 <= codes.length; i += 2) expect(text).not.toContain(codes.slice(i, i + 4));
}

const newUser = (email: string) => signedInCaller(db.sql, email);

/** The pairs that clear the board now: the order of the last deal in force, less the pairs taken since. */
function pairsToWin(state: MahjongState, tiles: readonly (string | null)[]): [number, number][] {
  const shuffle = [...state.steps].reverse().find((step) => step.type === 'shuffle');
  const order = shuffle && shuffle.type === 'shuffle' ? shuffle.order : state.order;
  return order.filter(([a, b]) => tiles[a] !== null && tiles[b] !== null) as [number, number][];
}

describe('the Mahjong Solitaire play API', () => {
  it('shows no face before the deal; keeps the clearing order on the server in every answer; times a win of pairs it refereed from the deal', async () => {
    const player = await newUser('mahjong@example.com');
    const issued = await service().issue(player, game, { mode: 'practice', level: 'quick' });
    expect(issued).toMatchObject({
      status: 'playing',
      level: 'quick',
      puzzle: 'quick:48',
      view: { started: false, board: 'quick:48', canUndo: false, shuffles: 0 },
    });
    await expectNoFace(issued, issued.playId);
    await expectNoFace(await service().get(player, game, issued.playId), issued.playId);
    // Nothing to play and no hint before the deal; nothing is counted.
    const [a0, b0] = (await stateOf(issued.playId)).order[0]!;
    for (const move of [{ type: 'pair', a: a0, b: b0 }, { type: 'shuffle' }, { type: 'undo' }]) {
      expect(await refusal(service().move(player, game, issued.playId, move)), JSON.stringify(move)).toEqual({
        status: 400,
        message: 'Deal the tiles first.',
      });
    }
    expect(await service().hint(player, game, issued.playId, [])).toEqual({ hint: null });
    await expectNoFace(await service().get(player, game, issued.playId), issued.playId);
    expect((await service().get(player, game, issued.playId)).hints).toBe(0);

    // The player looks at the face-down layout for an hour: none of it is on the clock.
    await db.sql.query("update public.game_plays set started_at = started_at - interval '1 hour' where id = $1", [issued.playId]);
    const dealt = await service().move(player, game, issued.playId, { type: 'start' });
    const start = await stateOf(issued.playId);
    expect(dealt).toMatchObject({ status: 'playing', reply: { started: true, board: start.deal, canUndo: false } });
    expect(dealt.elapsedSeconds).toBeLessThan(5);
    await expectNoSecret(dealt, issued.playId);
    await expectNoSecret(await service().get(player, game, issued.playId), issued.playId);
    expect((await service().get(player, game, issued.playId)).view).toEqual(dealt.reply);
    expect(await refusal(service().move(player, game, issued.playId, { type: 'start' }))).toEqual({
      status: 400,
      message: 'The tiles are already dealt.',
    });
    const [clock] = await db.sql.query<{ from_issue: boolean }>(
      'select first_move_at is not null and first_move_at >= started_at as from_issue from public.game_plays where id = $1',
      [issued.playId],
    );
    expect(clock?.from_issue).toBe(true);
    // Ten minutes of play since the deal (both clocks moved back), each pair a second after the last.
    await db.sql.query(
      "update public.game_plays set started_at = started_at - interval '10 minutes', first_move_at = first_move_at - interval '10 minutes' where id = $1",
      [issued.playId],
    );

    let tiles = parseBoard(start.deal)!.tiles;
    let last: Awaited<ReturnType<ReturnType<typeof service>['move']>> | null = null;
    for (const [a, b] of pairsToWin(start, tiles)) {
      await db.sql.query("update public.game_plays set last_move_at = now() - interval '1 second' where id = $1", [issued.playId]);
      last = await service().move(player, game, issued.playId, { type: 'pair', a, b });
      await expectNoSecret(last, issued.playId);
      tiles = parseBoard((last.reply as MahjongReply).board)!.tiles;
      expect(tiles[a]).toBeNull();
    }
    expect(last).toMatchObject({ status: 'won', result: { ranks: { 'all:quick': 1 }, statistics: { played: 1, won: 1 } } });
    // Both clocks ran from the deal: ten minutes and a little, not the hour before it.
    for (const seconds of [last!.result!.timeSeconds, last!.result!.boardSeconds]) {
      expect(seconds).toBeGreaterThanOrEqual(600);
      expect(seconds).toBeLessThan(900);
    }
    expect(tiles.every((code) => code === null)).toBe(true);
    expect((await service().get(player, game, issued.playId)).status).toBe('won');
    expect(await refusal(service().move(player, game, issued.playId, { type: 'undo' }))).toEqual({
      status: 409,
      message: MOVE_MESSAGES.playOver,
    });
  });

  it('refuses forged and illegal pairs, with the reason where the rules give one, changing nothing', async () => {
    const player: PlayCaller = { key: 'mj-forger', userId: null, address: 'mj-forger' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'quick' });
    await service().move(player, game, issued.playId, { type: 'start' });
    const [a, b] = (await stateOf(issued.playId)).order[0]!;
    await service().move(player, game, issued.playId, { type: 'pair', a, b });
    const before = await stateOf(issued.playId);
    const board = currentBoard(before);
    const present = board.tiles.map((code) => code !== null);
    const free = freePlaces(board.geometry, present);
    const covered = board.tiles.findIndex((_, p) => present[p] && blockedBy(board.geometry, present, p) === 'covered');
    const hemmed = board.tiles.findIndex((_, p) => present[p] && blockedBy(board.geometry, present, p) === 'sides');
    const rules: [unknown, string][] = [
      [{ type: 'pair', a, b }, PAIR_REFUSALS.taken(a)],
      [{ type: 'pair', a: free[0], b: free[0] }, PAIR_REFUSALS.sameTile],
      [{ type: 'pair', a: 60, b: free[0] }, PAIR_REFUSALS.noSuchTile(60)],
      [{ type: 'pair', a: covered, b: free[0] }, `That tile is blocked: a tile lies on the ${tileName(board.tiles[covered]!)}.`],
      [
        { type: 'pair', a: free[0], b: hemmed },
        `That tile is blocked: the ${tileName(board.tiles[hemmed]!)} is touched on its left and its right.`,
      ],
      [{ type: 'redo' }, 'There is nothing to redo.'],
    ];
    for (const [move, message] of rules)
      expect(await refusal(service().move(player, game, issued.playId, move)), JSON.stringify(move)).toEqual({ status: 400, message });
    const forged = [
      { type: 'pair', a: 1 },
      { type: 'pair', a: 1, b: 200 },
      { type: 'pair', a: '1', b: 2 },
      { type: 'solve' },
      { type: 'clear', order: before.order },
      null,
    ];
    for (const move of forged)
      expect(await refusal(service().move(player, game, issued.playId, move)), JSON.stringify(move)).toEqual({
        status: 422,
        message: MOVE_MESSAGES.badMove,
      });
    expect(await stateOf(issued.playId)).toEqual(before);
    // Someone else's play is not found, and the whole-list finish of the grid games is not for this game.
    expect(
      await refusal(service().move({ key: 'mj-other', userId: null, address: 'mj-other' }, game, issued.playId, { type: 'undo' })),
    ).toEqual({ status: 404, message: MESSAGES.playNotFound });
    expect(await refusal(service().finish(player, game, issued.playId, { moves: [] }))).toEqual({
      status: 404,
      message: MESSAGES.notForThisGame,
    });
  });

  it('undoes, redoes and shuffles on the server; the shuffled board clears by an order it never sends', async () => {
    const player: PlayCaller = { key: 'mj-shuffler', userId: null, address: 'mj-shuffler' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'fortress' });
    const dealt = await service().move(player, game, issued.playId, { type: 'start' });
    const [a, b] = (await stateOf(issued.playId)).order[0]!;
    const taken = await service().move(player, game, issued.playId, { type: 'pair', a, b });
    const undone = await service().move(player, game, issued.playId, { type: 'undo' });
    expect(undone.reply).toEqual({ ...(dealt.reply as MahjongReply), canRedo: true });
    expect((await service().move(player, game, issued.playId, { type: 'redo' })).reply).toEqual(taken.reply);
    const shuffled = await service().move(player, game, issued.playId, { type: 'shuffle' });
    expect(shuffled.reply).toMatchObject({ shuffles: 1, canUndo: true, canRedo: false });
    await expectNoSecret(shuffled, issued.playId);
    await expectNoSecret(await service().get(player, game, issued.playId), issued.playId);
    expect((await service().get(player, game, issued.playId)).view).toEqual(shuffled.reply);
    // The hint comes from the server's order; it and the shuffle are both counted on the play.
    const hinted = await service().hint(player, game, issued.playId, []);
    await expectNoSecret(hinted, issued.playId);
    const state = await stateOf(issued.playId);
    const next = pairsToWin(state, parseBoard((shuffled.reply as MahjongReply).board)!.tiles)[0]!;
    expect(hinted.hint!.cells).toEqual(next);
    expect((await service().get(player, game, issued.playId)).hints).toBe(2);
  });

  it('counts a shuffle as help: a win after one is assisted and enters no leaderboard', async () => {
    const player = await newUser('mahjong-shuffled-win@example.com');
    const issued = await service().issue(player, game, { mode: 'practice', level: 'quick' });
    await service().move(player, game, issued.playId, { type: 'start' });
    const shuffled = await service().move(player, game, issued.playId, { type: 'shuffle' });
    expect(shuffled.reply).toMatchObject({ shuffles: 1 });
    // Counted with the hints, as the completion panel shows them.
    expect((await service().get(player, game, issued.playId)).hints).toBe(1);
    let tiles = parseBoard((shuffled.reply as MahjongReply).board)!.tiles;
    let last: Awaited<ReturnType<ReturnType<typeof service>['move']>> | null = null;
    for (const [a, b] of pairsToWin(await stateOf(issued.playId), tiles)) {
      await humanPace(db.sql, issued.playId, 600);
      last = await service().move(player, game, issued.playId, { type: 'pair', a, b });
      tiles = parseBoard((last.reply as MahjongReply).board)!.tiles;
    }
    expect(last).toMatchObject({ status: 'won', result: { ranks: {}, held: null, statistics: { played: 1, won: 1 } } });
    const [row] = await db.sql.query<{ assisted: boolean }>(
      'select assisted from public.game_results where game_slug = $1 and player_key = $2',
      [game, player.key],
    );
    expect(row?.assisted).toBe(true);
  });

  it('serves the daily on the Turtle, the same deal to everybody, face down until each deals it, without its order', async () => {
    const playerA: PlayCaller = { key: 'mj-day-a', userId: null, address: 'mj-day-a' };
    const a = await service().issue(playerA, game, { mode: 'daily' });
    const b = await service().issue({ key: 'mj-day-b', userId: null, address: 'mj-day-b' }, game, { mode: 'daily' });
    expect(a.puzzle).toBe('turtle:144');
    expect(b.puzzle).toBe(a.puzzle);
    await expectNoFace(a, a.playId);
    await expectNoFace(await service().daily(game), a.playId);
    const dealtA = await service().move(playerA, game, a.playId, { type: 'start' });
    const dealtB = await service().move({ key: 'mj-day-b', userId: null, address: 'mj-day-b' }, game, b.playId, { type: 'start' });
    expect((dealtA.reply as MahjongReply).board).toMatch(/^turtle:([a-z][a-z0-9]){144}$/);
    expect(dealtB.reply).toEqual(dealtA.reply);
    await expectNoSecret(dealtA, a.playId);
    // Dealt by players or not, the day's public puzzle is still the layout only.
    expect((await service().daily(game)).puzzle).toBe('turtle:144');
  });
});
