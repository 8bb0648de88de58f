import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { AppError } from '@/lib/http/errors';
import { refusal } from '@/tests/support/refusal';
import {
  DIRECTIONS,
  canMove,
  createSeededRandom,
  encodeMoves,
  hasWon,
  isGameOver,
  isWinningReplay,
  move,
  newGame,
  replayGame,
  type Board,
  type Direction,
} from '@/lib/games/2048';
import { createStatisticsService } from '@/lib/games/platform/statistics-service';
import { playToWin } from '@/tests/support/play-2048';
import { freshPglite, freshPostgres, type PostgresDatabase } from '@/tests/support/databases';
import {
  createGame2048RunService,
  finishRunSchema,
  type Game2048RunService,
  MAX_RUNS_PER_HOUR,
  GAME_2048_BOARD,
  MAX_HUMAN_MOVES_PER_SECOND,
  MESSAGES,
  type RunCaller,
} from './run-service';

// ---- The database and the players. ----

let sql: SqlExecutor;
let store: Store;
const service = () => createGame2048RunService(store);
const anonymous: RunCaller = { user: null };

async function newPlayer(email: string, db: SqlExecutor = sql): Promise<RunCaller> {
  const [row] = await db.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [email]);
  if (!row) throw new Error('no user');
  return { user: { id: row.id, email } };
}

/** Results recorded (for one run, or all of 2048's) plus leaderboard rows: what a submission writes. */
async function entryCount(runId?: string): Promise<number> {
  const rows = runId
    ? await sql.query<{ n: number }>("select count(*)::int as n from public.game_results where source = '2048:' || $1", [runId])
    : await sql.query<{ n: number }>(
        "select (select count(*) from public.game_results where game_slug = '2048') + (select count(*) from public.leaderboard_bests where game_slug = '2048') as n",
      );
  return Number(rows[0]?.n ?? 0);
}

const board = () => store.leaderboard.topEntries('2048', GAME_2048_BOARD, 100);
const nameOf = async (caller: RunCaller) => (await store.profiles.displayName(caller.user!.id)).name;

async function finishedAt(runId: string): Promise<unknown> {
  const [row] = await sql.query<{ finished_at: unknown }>('select finished_at from public.game_runs where id = $1', [runId]);
  return row?.finished_at;
}

async function startedAgo(runId: string, seconds: number): Promise<void> {
  await sql.query(`update public.game_runs set started_at = now() - make_interval(secs => $2) where id = $1`, [runId, seconds]);
}

type WonRun = { gameId: string; seed: string; moves: Direction[]; boards: Board[] };

/** Starts runs for this player until the strategy wins one's seed (about every second game). */
async function wonRun(caller: RunCaller, runs: Game2048RunService = service()): Promise<WonRun> {
  for (let i = 0; i < 30; i++) {
    const run = await runs.startRun(caller);
    const played = playToWin(run.seed);
    if (played) return { ...run, ...played };
  }
  throw new Error('the strategy won none of 30 seeds');
}

/** A seed's game played to its game over by always the first direction that moves (it never makes 2048), or null. */
function playToLose(seed: string): Direction[] | null {
  const random = createSeededRandom(seed);
  let board = newGame(random);
  const moves: Direction[] = [];
  while (!isGameOver(board)) {
    const direction = DIRECTIONS.find((d) => canMove(board, d))!;
    board = move(board, direction, random).board;
    if (hasWon(board)) return null;
    moves.push(direction);
  }
  return moves;
}

let alice: RunCaller;
let bob: RunCaller;
let won: WonRun;

beforeAll(async () => {
  sql = await freshPglite();
  store = createStore(sql);
  alice = await newPlayer('alice.smith@example.com');
  bob = await newPlayer('bob@example.org');
  won = await wonRun(alice);
});
afterAll(() => sql.close());

describe('starting a run', () => {
  it('refuses anonymous players', async () => {
    expect(await refusal(service().startRun(anonymous))).toEqual({ status: 401, message: MESSAGES.signIn });
    expect(await refusal(service().submitRun(anonymous, won.gameId, encodeMoves(won.moves)))).toEqual({
      status: 401,
      message: MESSAGES.signIn,
    });
  });

  it('hands out a game id and a fresh URL-safe seed of 22 characters', async () => {
    const first = await service().startRun(bob);
    const second = await service().startRun(bob);
    expect(first.gameId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(first.seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.gameId).not.toBe(first.gameId);
    expect(second.seed).not.toBe(first.seed);
    const [row] = await sql.query<{ user_id: string; game_slug: string; seed: string; finished_at: unknown }>(
      'select user_id::text, game_slug, seed, finished_at from public.game_runs where id = $1',
      [first.gameId],
    );
    expect(row).toEqual({ user_id: bob.user?.id, game_slug: '2048', seed: first.seed, finished_at: null });
  });

  it(`caps a player at ${MAX_RUNS_PER_HOUR} new games an hour, and sweeps their month-old unfinished runs`, async () => {
    const carol = await newPlayer('carol@example.com');
    const old = await service().startRun(carol);
    await startedAgo(old.gameId, 31 * 24 * 3600);
    for (let i = 0; i < MAX_RUNS_PER_HOUR; i++) await service().startRun(carol);
    expect(await sql.query('select 1 from public.game_runs where id = $1', [old.gameId])).toHaveLength(0);
    const refused = await refusal(service().startRun(carol));
    expect(refused).toEqual({ status: 429, message: MESSAGES.tooManyRuns });
    // Others are not affected, and an hour later the player may start again.
    await service().startRun(bob);
    await sql.query(`update public.game_runs set started_at = now() - interval '61 minutes' where user_id = $1`, [carol.user?.id]);
    await expect(service().startRun(carol)).resolves.toMatchObject({ gameId: expect.any(String) });
  });
});

describe('submitting a run', () => {
  it('refuses forged move lists and writes nothing', async () => {
    const genuine = won.moves;
    // A move from the middle on where another direction is also legal (the seed is random: at some
    // positions only one direction moves, and an undefined "other" would encode the genuine list).
    // Only alterations that do not win: on an unlucky seed a changed move can still end exactly on
    // a 2048, which is a genuine win of another game, not a forgery.
    const alteredAt = ({ i, d }: { i: number; d: Direction }) => genuine.map((m, j) => (j === i ? d : m));
    // The first such alteration (each candidate costs a whole replay: stop at the first that fits).
    const candidates = genuine.flatMap((played, i) =>
      i < Math.floor(genuine.length / 2)
        ? []
        : DIRECTIONS.filter((d) => d !== played && canMove(won.boards[i] as Board, d)).map((d) => ({ i, d })),
    );
    const alteration = candidates.find((candidate) => !isWinningReplay(replayGame(won.seed, alteredAt(candidate))));
    expect(alteration).toBeDefined();
    const altered = alteredAt(alteration!);
    const forgeries = [encodeMoves(altered), encodeMoves(genuine.slice(0, -1)), ''];
    // A move after the winning one, when the final board still allows one.
    const extra = DIRECTIONS.find((d) => canMove(won.boards.at(-1) as Board, d));
    if (extra) forgeries.push(encodeMoves([...genuine, extra]));
    for (const moves of forgeries) {
      expect(await refusal(service().submitRun(alice, won.gameId, moves))).toEqual({ status: 422, message: MESSAGES.notWon });
    }
    for (const moves of ['UDLR', 'ud x', 'u'.repeat(20_001)]) {
      expect(await refusal(service().submitRun(alice, won.gameId, moves))).toEqual({ status: 422, message: MESSAGES.badMoves });
    }
    // The genuine list of another seed: a different run of the same player.
    const otherRun = await service().startRun(alice);
    expect(await refusal(service().submitRun(alice, otherRun.gameId, encodeMoves(genuine)))).toEqual({
      status: 422,
      message: MESSAGES.notWon,
    });

    expect(await entryCount()).toBe(0);
    expect(await finishedAt(won.gameId)).toBeNull();
    expect(await finishedAt(otherRun.gameId)).toBeNull();
  });

  it("answers 404 for another player's run or an id that is no run, writing nothing", async () => {
    expect(await refusal(service().submitRun(bob, won.gameId, encodeMoves(won.moves)))).toEqual({
      status: 404,
      message: MESSAGES.notFound,
    });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '']) {
      expect(await refusal(service().submitRun(alice, id, encodeMoves(won.moves)))).toEqual({ status: 404, message: MESSAGES.notFound });
    }
    expect(await entryCount()).toBe(0);
    expect(await finishedAt(won.gameId)).toBeNull();
  });

  it("accepts the genuine winning list, timed by the server's clock from the run's start, under the player's display name", async () => {
    await startedAgo(won.gameId, 95);
    const result = await service().submitRun(alice, won.gameId, encodeMoves(won.moves));
    expect(result.rank).toBe(1);
    expect(result.timeSeconds).toBeGreaterThanOrEqual(95);
    expect(result.timeSeconds).toBeLessThanOrEqual(97);
    const name = await nameOf(alice);
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{3}$/);
    expect(await board()).toEqual([{ rank: 1, name, timeSeconds: result.timeSeconds }]);
    expect(JSON.stringify(await board())).not.toContain('alice');
    expect(await finishedAt(won.gameId)).not.toBeNull();
    const [result_] = await sql.query<{ player_key: string; won: boolean; time_seconds: number }>(
      "select player_key, won, time_seconds from public.game_results where source = '2048:' || $1",
      [won.gameId],
    );
    expect(result_).toEqual({ player_key: alice.user?.id, won: true, time_seconds: result.timeSeconds });
  });

  it('refuses a second submission of the same run', async () => {
    expect(await refusal(service().submitRun(alice, won.gameId, encodeMoves(won.moves)))).toEqual({
      status: 409,
      message: MESSAGES.alreadySubmitted,
    });
    expect(await entryCount(won.gameId)).toBe(1);
    expect(await entryCount()).toBe(2);
  });

  it('refuses a win faster than a human can play, and changes nothing', async () => {
    const run = await wonRun(bob);
    await startedAgo(run.gameId, Math.floor(run.moves.length / MAX_HUMAN_MOVES_PER_SECOND) - 2);
    expect(await refusal(service().submitRun(bob, run.gameId, encodeMoves(run.moves)))).toEqual({ status: 422, message: MESSAGES.tooFast });
    expect(await finishedAt(run.gameId)).toBeNull();
    expect(await entryCount(run.gameId)).toBe(0);
    // The same run, submitted once a human could have played it, is accepted.
    await startedAgo(run.gameId, Math.ceil(run.moves.length / MAX_HUMAN_MOVES_PER_SECOND) + 1);
    await expect(service().submitRun(bob, run.gameId, encodeMoves(run.moves))).resolves.toMatchObject({ rank: 1 });
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const run = await wonRun(bob);
    const moves = encodeMoves(run.moves);
    await startedAgo(run.gameId, 500);
    const results = await Promise.allSettled([service().submitRun(bob, run.gameId, moves), service().submitRun(bob, run.gameId, moves)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(AppError);
    expect((rejected?.reason as AppError).message).toBe(MESSAGES.alreadySubmitted);
    expect(await entryCount(run.gameId)).toBe(1);
  });

  it('keeps one entry per player, their best: a slower win adds no row, a faster one replaces it', async () => {
    const bobName = await nameOf(bob);
    const aliceName = await nameOf(alice);
    const bobBest = (await board()).find((e) => e.name === bobName)?.timeSeconds;
    expect((await board()).map((e) => e.name)).toEqual([bobName, aliceName]);

    const dave = await newPlayer('dave@example.net');
    const daveName = await nameOf(dave);
    const first = await wonRun(dave);
    await startedAgo(first.gameId, 90);
    const firstResult = await service().submitRun(dave, first.gameId, encodeMoves(first.moves));
    expect(firstResult.rank).toBe(2);
    const slower = await wonRun(dave);
    await startedAgo(slower.gameId, 200);
    expect((await service().submitRun(dave, slower.gameId, encodeMoves(slower.moves))).rank).toBe(2);
    expect((await board()).map((e) => [e.name, e.timeSeconds])).toEqual([
      [bobName, bobBest],
      [daveName, firstResult.timeSeconds],
      [aliceName, expect.any(Number)],
    ]);
    const faster = await wonRun(dave);
    const fasterTime = Math.ceil(faster.moves.length / MAX_HUMAN_MOVES_PER_SECOND) + 1;
    await startedAgo(faster.gameId, fasterTime);
    const fasterResult = await service().submitRun(dave, faster.gameId, encodeMoves(faster.moves));
    expect(fasterResult.timeSeconds).toBeLessThan(90);
    const rows = await board();
    expect(rows).toHaveLength(3);
    expect(rows.find((e) => e.name === daveName)?.timeSeconds).toBe(fasterResult.timeSeconds);
    expect(rows.map((e) => e.timeSeconds)).toEqual([...rows.map((e) => e.timeSeconds)].sort((x, y) => x - y));
    expect(fasterResult.rank).toBe(rows.findIndex((e) => e.name === daveName) + 1);
    // Every win still counts in the statistics.
    const [summary] = await store.gameResults.summaries(dave.user!.id, '2048');
    expect(summary).toMatchObject({ played: 3, won: 3 });
  });
});

describe('a lost game', () => {
  it('counts a genuine game over once as a played game, with no time and no leaderboard entry', async () => {
    const erin = await newPlayer('erin@example.com');
    const run = await service().startRun(erin);
    const moves = playToLose(run.seed);
    expect(moves).not.toBeNull();
    const statistics = async () => (await createStatisticsService(store).forGame(erin.user!.id, '2048')).statistics;
    expect(await statistics()).toMatchObject({ played: 0, won: 0 });

    // A list that stops short of the game over is neither a win nor a loss: refused, nothing counted.
    expect(await refusal(service().submitRun(erin, run.gameId, encodeMoves(moves!.slice(0, -1))))).toEqual({
      status: 422,
      message: MESSAGES.notWon,
    });
    // Faster than a human plays is refused as a win would be.
    expect(await refusal(service().submitRun(erin, run.gameId, encodeMoves(moves!)))).toEqual({ status: 422, message: MESSAGES.tooFast });
    expect(await finishedAt(run.gameId)).toBeNull();

    await startedAgo(run.gameId, 120);
    const result = await service().submitRun(erin, run.gameId, encodeMoves(moves!));
    expect(result).toMatchObject({ status: 'lost', rank: null });
    expect(result.timeSeconds).toBeGreaterThanOrEqual(120);
    expect(await statistics()).toMatchObject({ played: 1, won: 0, winPercent: 0, bestSeconds: {} });
    const [row] = await sql.query<{ won: boolean; time_seconds: number | null }>(
      "select won, time_seconds from public.game_results where source = '2048:' || $1",
      [run.gameId],
    );
    expect(row).toEqual({ won: false, time_seconds: null });
    expect((await board()).map((e) => e.name)).not.toContain(await nameOf(erin));

    // Sent again (the answer was lost, another tab): still one game.
    expect(await refusal(service().submitRun(erin, run.gameId, encodeMoves(moves!)))).toEqual({
      status: 409,
      message: MESSAGES.alreadySubmitted,
    });
    expect(await statistics()).toMatchObject({ played: 1, won: 0 });
  });
});

describe('the finish request body', () => {
  it('takes a string of u, d, l and r letters only', () => {
    expect(finishRunSchema.safeParse({ moves: 'udlr' }).success).toBe(true);
    for (const body of [{}, { moves: 42 }, { moves: 'up' }, { moves: 'u'.repeat(20_001) }, null]) {
      expect(finishRunSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('races on a real PostgreSQL server', () => {
  let database: PostgresDatabase | undefined;
  let pg: SqlExecutor;
  let runs: Game2048RunService;
  beforeAll(async () => {
    database = await freshPostgres();
    pg = database.sql;
    runs = createGame2048RunService(createStore(pg));
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('10 simultaneous submissions of one genuine run enter it once', async () => {
    const erin = await newPlayer('erin@example.com', pg);
    const run = await wonRun(erin, runs);
    const moves = encodeMoves(run.moves);
    await pg.query(`update public.game_runs set started_at = now() - interval '1 hour' where id = $1`, [run.gameId]);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => runs.submitRun(erin, run.gameId, moves)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const messages = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as AppError).message] : []));
    expect(messages).toEqual(Array.from({ length: 9 }, () => MESSAGES.alreadySubmitted));
    const [row] = await pg.query<{ n: number }>("select count(*)::int as n from public.game_results where source = '2048:' || $1", [
      run.gameId,
    ]);
    expect(row?.n).toBe(1);
    const [best] = await pg.query<{ n: number }>('select count(*)::int as n from public.leaderboard_bests where user_id = $1', [
      erin.user?.id,
    ]);
    expect(best?.n).toBe(1);
  });

  it(`simultaneous new games stop at exactly ${MAX_RUNS_PER_HOUR} an hour`, async () => {
    const frank = await newPlayer('frank@example.com', pg);
    const results = await Promise.allSettled(Array.from({ length: MAX_RUNS_PER_HOUR + 15 }, () => runs.startRun(frank)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_RUNS_PER_HOUR);
    expect(
      results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.message === MESSAGES.tooManyRuns),
    ).toBe(true);
    const [row] = await pg.query<{ n: number }>('select count(*)::int as n from public.game_runs where user_id = $1', [frank.user?.id]);
    expect(row?.n).toBe(MAX_RUNS_PER_HOUR);
  });
});
