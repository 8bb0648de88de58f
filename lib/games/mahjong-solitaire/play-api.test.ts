import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { createSeededRandom } from '../toolbox/seeded-random';
import { MOVE_MESSAGES } from '@/lib/games/platform/hidden-state-moves';
import { createPlayService, MESSAGES, type PlayCaller } from '@/lib/games/platform/play-service';
import { freshPglite } from '@/tests/support/databases';
import { refusal } from '@/tests/support/refusal';
import { createMahjongEngine, type MahjongReply } from './engine';
import { parseBoard } from './format';
import { blockedBy, freePlaces } from './board';
import { PAIR_REFUSALS } from './rules';
import { currentBoard, type MahjongState } from './state';
import { tileName } from './tiles';

/**
 * Mahjong Solitaire through the play service, as the routes answer it (each route returns the
 * service's answer as JSON): the tiles are all face up, but the order that clears the deal (and
 * every shuffle's) and the seed stay on the server; pairs are refereed there one by one.
 */
let sql: SqlExecutor;
let store: Store;
const engine = createMahjongEngine();
const game = 'mahjong-solitaire';
let random = 0;
const service = () => createPlayService(store, { [game]: engine }, { schedule: () => {}, newRandom: () => createSeededRandom(`mahjong api ${random++}`) });

/** What the server keeps: the stored state of a play (after its first move), else its starting state. */
async function stateOf(playId: string): Promise<MahjongState> {
  const [row] = await sql.query<{ state: unknown; solution: string }>(
    'select p.state, gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
    [playId],
  );
  return (row!.state ?? JSON.parse(row!.solution)) as MahjongState;
}

/** As if the play's first move was `seconds` ago and its last a second ago: a human pace, so a win is ranked. */
const humanPace = (playId: string, seconds: number) =>
  sql.query(
    "update public.game_plays set started_at = now() - make_interval(secs => $2), first_move_at = now() - make_interval(secs => $2), last_move_at = now() - interval '1 second' where id = $1",
    [playId, seconds],
  );

const PUBLIC_KEYS = ['board', 'canRedo', 'canUndo', 'freePairs', 'noMovesLeft', 'shuffles'];

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

async function newUser(email: string): Promise<PlayCaller> {
  const [row] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [email]);
  return { key: row!.id, userId: row!.id, address: row!.id };
}

/** The pairs that clear the board now: the order of the last deal in force, less the pairs taken since. */
function pairsToWin(state: MahjongState, tiles: readonly (string | null)[]): [number, number][] {
  const shuffle = [...state.steps].reverse().find((step) => step.type === 'shuffle');
  const order = shuffle && shuffle.type === 'shuffle' ? shuffle.order : state.order;
  return order.filter(([a, b]) => tiles[a] !== null && tiles[b] !== null) as [number, number][];
}

beforeAll(async () => {
  sql = await freshPglite();
  store = createStore(sql);
});
afterAll(() => sql.close());

describe('the Mahjong Solitaire play API', () => {
  it('keeps the clearing order on the server in every answer, and records a win of pairs it refereed', async () => {
    const player = await newUser('mahjong@example.com');
    const issued = await service().issue(player, game, { mode: 'practice', level: 'quick' });
    expect(issued).toMatchObject({ status: 'playing', level: 'quick', view: { board: issued.puzzle, canUndo: false, shuffles: 0 } });
    expect(issued.puzzle).toMatch(/^quick:([a-z][a-z0-9]){48}$/);
    await expectNoSecret(issued, issued.playId);
    await expectNoSecret(await service().get(player, game, issued.playId), issued.playId);

    const start = await stateOf(issued.playId);
    let tiles = parseBoard(issued.puzzle)!.tiles;
    let last: Awaited<ReturnType<ReturnType<typeof service>['move']>> | null = null;
    for (const [a, b] of pairsToWin(start, tiles)) {
      await humanPace(issued.playId, 600);
      last = await service().move(player, game, issued.playId, { type: 'pair', a, b });
      await expectNoSecret(last, issued.playId);
      tiles = parseBoard((last.reply as MahjongReply).board)!.tiles;
      expect(tiles[a]).toBeNull();
    }
    expect(last).toMatchObject({ status: 'won', result: { ranks: { 'all:quick': 1 }, statistics: { played: 1, won: 1 } } });
    expect(last!.result!.timeSeconds).toBeGreaterThanOrEqual(600);
    expect(tiles.every((code) => code === null)).toBe(true);
    expect((await service().get(player, game, issued.playId)).status).toBe('won');
    expect(await refusal(service().move(player, game, issued.playId, { type: 'undo' }))).toEqual({ status: 409, message: MOVE_MESSAGES.playOver });
  });

  it('refuses forged and illegal pairs, with the reason where the rules give one, changing nothing', async () => {
    const player: PlayCaller = { key: 'mj-forger', userId: null, address: 'mj-forger' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'quick' });
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
      [{ type: 'pair', a: free[0], b: hemmed }, `That tile is blocked: the ${tileName(board.tiles[hemmed]!)} is touched on its left and its right.`],
      [{ type: 'redo' }, 'There is nothing to redo.'],
    ];
    for (const [move, message] of rules) expect(await refusal(service().move(player, game, issued.playId, move)), JSON.stringify(move)).toEqual({ status: 400, message });
    const forged = [{ type: 'pair', a: 1 }, { type: 'pair', a: 1, b: 200 }, { type: 'pair', a: '1', b: 2 }, { type: 'solve' }, { type: 'clear', order: before.order }, null];
    for (const move of forged) expect(await refusal(service().move(player, game, issued.playId, move)), JSON.stringify(move)).toEqual({ status: 422, message: MOVE_MESSAGES.badMove });
    expect(await stateOf(issued.playId)).toEqual(before);
    // Someone else's play is not found, and the whole-list finish of the grid games is not for this game.
    expect(await refusal(service().move({ key: 'mj-other', userId: null, address: 'mj-other' }, game, issued.playId, { type: 'undo' }))).toEqual({ status: 404, message: MESSAGES.playNotFound });
    expect(await refusal(service().finish(player, game, issued.playId, { moves: [] }))).toEqual({ status: 404, message: MESSAGES.notForThisGame });
  });

  it('undoes, redoes and shuffles on the server; the shuffled board clears by an order it never sends', async () => {
    const player: PlayCaller = { key: 'mj-shuffler', userId: null, address: 'mj-shuffler' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'fortress' });
    const [a, b] = (await stateOf(issued.playId)).order[0]!;
    const taken = await service().move(player, game, issued.playId, { type: 'pair', a, b });
    const undone = await service().move(player, game, issued.playId, { type: 'undo' });
    expect((undone.reply as MahjongReply).board).toBe(issued.puzzle);
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
    const shuffled = await service().move(player, game, issued.playId, { type: 'shuffle' });
    expect(shuffled.reply).toMatchObject({ shuffles: 1 });
    // Counted with the hints, as the completion panel shows them.
    expect((await service().get(player, game, issued.playId)).hints).toBe(1);
    let tiles = parseBoard((shuffled.reply as MahjongReply).board)!.tiles;
    let last: Awaited<ReturnType<ReturnType<typeof service>['move']>> | null = null;
    for (const [a, b] of pairsToWin(await stateOf(issued.playId), tiles)) {
      await humanPace(issued.playId, 600);
      last = await service().move(player, game, issued.playId, { type: 'pair', a, b });
      tiles = parseBoard((last.reply as MahjongReply).board)!.tiles;
    }
    expect(last).toMatchObject({ status: 'won', result: { ranks: {}, held: null, statistics: { played: 1, won: 1 } } });
    const [row] = await sql.query<{ assisted: boolean }>("select assisted from public.game_results where game_slug = $1 and player_key = $2", [game, player.key]);
    expect(row?.assisted).toBe(true);
  });

  it('serves the daily on the Turtle, the same deal to everybody, without its order', async () => {
    const a = await service().issue({ key: 'mj-day-a', userId: null, address: 'mj-day-a' }, game, { mode: 'daily' });
    const b = await service().issue({ key: 'mj-day-b', userId: null, address: 'mj-day-b' }, game, { mode: 'daily' });
    expect(a.puzzle).toBe(b.puzzle);
    expect(a.puzzle).toMatch(/^turtle:([a-z][a-z0-9]){144}$/);
    await expectNoSecret(a, a.playId);
    await expectNoSecret(await service().daily(game), a.playId);
  });
});
