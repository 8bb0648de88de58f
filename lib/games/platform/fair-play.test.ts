import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createStore, type Store } from '@/lib/db/store';
import { MAX_PAUSES } from '@/lib/db/store/game-plays';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import type { HiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { digitsEngine, solvingMoves } from '@/tests/support/digits-engine';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { refusal } from '@/tests/support/refusal';
import { HELD_MESSAGES, STANDING_MESSAGES } from './fair-play';
import { MOVE_MESSAGES } from './hidden-state-moves';
import { createPlayService, MESSAGES, type PlayCaller } from './play-service';
import { createPracticePools } from './practice-pools';
import type { ApplyCostlyMove } from './puzzle-generation';
import { solutionOf, startedAgo } from '@/tests/support/play-rows';

/**
 * A hidden-state game to test fair play with: count up to a secret target, one step per move (the
 * first move is costly, like Minesweeper's first click); overshooting loses.
 */
type Count = { target: number; n: number };
const countEngine: HiddenStateEngine<'easy', Count, { step: number }, { n: number; target?: number }> = {
  kind: 'hidden-state',
  levels: [{ id: 'easy', label: 'Easy' }],
  dailyLevel: 'easy',
  newGame: (_level, random) => ({ puzzle: 'count', state: { target: 4 + Math.floor(random() * 3), n: 0 } }),
  parseState: (value) => {
    const parsed = z.object({ target: z.number().int(), n: z.number().int() }).safeParse(value);
    return parsed.success ? parsed.data : null;
  },
  costlyMove: (state) => state.n === 0,
  moveSchema: z.object({ step: z.number().int().min(1).max(2) }).strict(),
  applyMove(state, move) {
    const next = { ...state, n: state.n + move.step };
    const status = next.n === next.target ? ('won' as const) : next.n > next.target ? ('lost' as const) : ('playing' as const);
    return { state: next, reply: status === 'playing' ? { n: next.n } : { n: next.n, target: next.target }, status };
  },
  publicView: (state) => ({ n: state.n }),
  minSolveSeconds: () => 0,
  plausibleSeconds: () => 0,
  minMoveSeconds: 0.5,
};

let sql: SqlExecutor;
let store: Store;
const tasks: (() => Promise<void>)[] = [];
const engines = { digits: digitsEngine, slowdigits: { ...digitsEngine, plausibleSeconds: () => 1_000 }, count: countEngine };
const service = (options: { now?: () => Date; applyCostlyMove?: ApplyCostlyMove } = {}) =>
  createPlayService(store, engines, { ...options, schedule: (task) => tasks.push(task) });
const runScheduled = async () => {
  while (tasks.length > 0) await tasks.shift()!();
};

async function newUser(email: string, address: string): Promise<PlayCaller> {
  const [row] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [email]);
  return { key: row!.id, userId: row!.id, address };
}
const anonymous = (key: string, address = key): PlayCaller => ({ key, userId: null, address });
const bestsOf = (userId: string | null) =>
  sql.query<{ board: string; time_seconds: number }>(
    'select board, time_seconds from public.leaderboard_bests where user_id = $1 order by board',
    [userId],
  );
const resultOf = async (playId: string) =>
  (
    await sql.query<{ held: string | null; assisted: boolean; time_seconds: number; board_seconds: number }>(
      "select held, assisted, time_seconds, board_seconds from public.game_results where source = 'play:' || $1",
      [playId],
    )
  )[0];

describe.each(BOTH_BACKENDS)('fair play on $backend', ({ open }) => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, stop } = await open());
    store = createStore(sql);
    tasks.length = 0;
  });
  afterAll(async () => {
    await sql.close();
    await stop();
  });

  describe('the clock', () => {
    it('refuses hints, checks and the finish while paused (409), changing nothing', async () => {
      const player = await newUser('paused@example.com', 'ip-paused');
      const play = await service().issue(player, 'digits', { mode: 'practice', level: 'hard' });
      const moves = solvingMoves(play.puzzle, await solutionOf(sql, play.playId));
      await startedAgo(sql, play.playId, 120);
      await service().clock(player, 'digits', play.playId, true);
      const paused = { status: 409, message: MESSAGES.paused };
      expect(await refusal(service().hint(player, 'digits', play.playId, []))).toEqual(paused);
      expect(await refusal(service().check(player, 'digits', play.playId, []))).toEqual(paused);
      expect(await refusal(service().finish(player, 'digits', play.playId, { moves }))).toEqual(paused);
      expect(await service().get(player, 'digits', play.playId)).toMatchObject({ status: 'playing', paused: true, hints: 0, checks: 0 });
      expect(await bestsOf(player.userId)).toEqual([]);
      await service().clock(player, 'digits', play.playId, false);
      expect((await service().finish(player, 'digits', play.playId, { moves })).status).toBe('won');
    });

    it('credits whole seconds of a pause only, so toggling the clock takes nothing off', async () => {
      const player = anonymous('toggler');
      const play = await service().issue(player, 'digits', { mode: 'practice', level: 'easy' });
      const started = Date.now();
      for (let i = 0; i < 10; i++) {
        await service().clock(player, 'digits', play.playId, true);
        await service().clock(player, 'digits', play.playId, false);
      }
      const toggledFor = Math.floor((Date.now() - started) / 1000);
      const [row] = await sql.query<{ paused_seconds: number }>('select paused_seconds from public.game_plays where id = $1', [
        play.playId,
      ]);
      expect(Number(row!.paused_seconds)).toBeLessThanOrEqual(toggledFor);
    });

    it(`allows ${MAX_PAUSES} pauses a play, then refuses with 429 and the clock runs on`, async () => {
      const player = anonymous('pause-limit');
      const play = await service().issue(player, 'digits', { mode: 'practice', level: 'easy' });
      await sql.query('update public.game_plays set pauses = $2 where id = $1', [play.playId, MAX_PAUSES - 1]);
      expect((await service().clock(player, 'digits', play.playId, true)).paused).toBe(true);
      expect((await service().clock(player, 'digits', play.playId, false)).paused).toBe(false);
      expect(await refusal(service().clock(player, 'digits', play.playId, true))).toEqual({
        status: 429,
        message: MESSAGES.pausedTooOften,
      });
      expect((await service().get(player, 'digits', play.playId)).paused).toBe(false);
    });

    it('ranks on the wall clock from the issue, pauses included, while the player sees the pause-free time', async () => {
      const player = await newUser('wall@example.com', 'ip-wall');
      const play = await service().issue(player, 'digits', { mode: 'practice', level: 'hard' });
      await startedAgo(sql, play.playId, 100);
      await sql.query('update public.game_plays set paused_seconds = 70 where id = $1', [play.playId]);
      const won = await service().finish(player, 'digits', play.playId, {
        moves: solvingMoves(play.puzzle, await solutionOf(sql, play.playId)),
      });
      expect(won.timeSeconds).toBeGreaterThanOrEqual(30);
      expect(won.timeSeconds).toBeLessThanOrEqual(32);
      expect(won.boardSeconds).toBeGreaterThanOrEqual(100);
      expect(won.boardSeconds).toBeLessThanOrEqual(102);
      expect(won.held).toBeNull();
      expect(await bestsOf(player.userId)).toEqual([{ board: 'all:hard', time_seconds: won.boardSeconds }]);
      expect(won.statistics.bestSeconds).toEqual({ hard: won.timeSeconds });
    });
    it("times a play issued behind the how-to card from the issue on the leaderboard, from the resume on the player's clock", async () => {
      const player = anonymous('reader');
      const play = await service().issue(player, 'digits', { mode: 'practice', level: 'easy', paused: true });
      expect(play).toMatchObject({ status: 'playing', paused: true, elapsedSeconds: 0 });
      const moves = solvingMoves(play.puzzle, await solutionOf(sql, play.playId));
      expect(await refusal(service().finish(player, 'digits', play.playId, { moves }))).toEqual({ status: 409, message: MESSAGES.paused });
      // The card was read for 100 s: the resume credits it to the pause, not to the play's clock.
      await sql.query(
        "update public.game_plays set started_at = now() - interval '100 seconds', paused_at = now() - interval '100 seconds' where id = $1",
        [play.playId],
      );
      expect((await service().clock(player, 'digits', play.playId, false)).elapsedSeconds).toBeLessThan(2);
      // Finished faster than minSolveSeconds after the resume: refused, whatever the time behind the card.
      expect(await refusal(service().finish(player, 'digits', play.playId, { moves }))).toEqual({ status: 422, message: MESSAGES.tooFast });
      await sql.query("update public.game_plays set started_at = started_at - interval '30 seconds' where id = $1", [play.playId]);
      const won = await service().finish(player, 'digits', play.playId, { moves });
      expect(won.timeSeconds).toBeGreaterThanOrEqual(30);
      expect(won.timeSeconds).toBeLessThanOrEqual(32);
      expect(won.boardSeconds).toBeGreaterThanOrEqual(130);
      expect(won.boardSeconds).toBeLessThanOrEqual(132);
    });

    it('issues a play paused only when asked, and a finished daily as it was', async () => {
      const player = anonymous('not-behind-card');
      expect((await service().issue(player, 'digits', { mode: 'practice', level: 'easy' })).paused).toBe(false);
      const daily = await service().issue(player, 'digits', { mode: 'daily' });
      await startedAgo(sql, daily.playId, 60);
      await service().finish(player, 'digits', daily.playId, { moves: solvingMoves(daily.puzzle, await solutionOf(sql, daily.playId)) });
      expect(await service().issue(player, 'digits', { mode: 'daily', paused: true })).toMatchObject({ status: 'won', paused: false });
    });
  });

  describe('plausibility', () => {
    it("holds a verified win under the level's human floor as pending: recorded and shown, not ranked", async () => {
      const player = await newUser('quick@example.com', 'ip-quick');
      const play = await service().issue(player, 'slowdigits', { mode: 'practice', level: 'easy' });
      await startedAgo(sql, play.playId, 60);
      const won = await service().finish(player, 'slowdigits', play.playId, {
        moves: solvingMoves(play.puzzle, await solutionOf(sql, play.playId)),
      });
      expect(won).toMatchObject({ status: 'won', ranks: {}, held: { reason: 'too-fast', message: HELD_MESSAGES['too-fast'] } });
      expect(await bestsOf(player.userId)).toEqual([]);
      expect(await resultOf(play.playId)).toMatchObject({ held: 'too-fast', assisted: false });
      expect(won.statistics).toMatchObject({ played: 1, won: 1 });
    });

    it('gives every result one status: help makes a too-fast win assisted, never held as well; else held, ranked or signed out', async () => {
      // (The ranked win is a Hard one: the Easy board's ranks belong to the help-nearby test below.)
      const finish = async (player: PlayCaller, game: string, help: boolean, level = 'easy') => {
        const play = await service().issue(player, game, { mode: 'practice', level });
        if (help) expect((await service().hint(player, game, play.playId, [])).hint).not.toBeNull();
        await startedAgo(sql, play.playId, 60);
        const body = { moves: solvingMoves(play.puzzle, await solutionOf(sql, play.playId)) };
        return { playId: play.playId, body, won: await service().finish(player, game, play.playId, body) };
      };
      const helped = await newUser('helped-quick@example.com', 'ip-helped-quick');
      const assisted = await finish(helped, 'slowdigits', true);
      const unranked = { held: null, ranks: {}, standing: { status: 'assisted', message: STANDING_MESSAGES.assisted } };
      expect(assisted.won).toMatchObject(unranked);
      expect(await resultOf(assisted.playId)).toMatchObject({ held: null, assisted: true });
      // The same after a reload (the play's view) and to the finish sent again.
      expect((await service().get(helped, 'slowdigits', assisted.playId)).result).toMatchObject(unranked);
      expect(await service().finish(helped, 'slowdigits', assisted.playId, assisted.body)).toMatchObject(unranked);

      const quick = await newUser('quick-standing@example.com', 'ip-quick-standing');
      expect((await finish(quick, 'slowdigits', false)).won.standing).toEqual({ status: 'held', message: HELD_MESSAGES['too-fast'] });
      expect((await finish(quick, 'digits', false, 'hard')).won.standing).toEqual({ status: 'ranked', message: STANDING_MESSAGES.ranked });
      expect((await finish(anonymous('standing-visitor'), 'digits', false, 'hard')).won.standing).toEqual({
        status: 'signed-out',
        message: STANDING_MESSAGES['signed-out'],
      });
    });

    it('holds a hidden-state win whose moves came faster than a human makes them', async () => {
      const player = await newUser('clicker@example.com', 'ip-clicker');
      const play = await service().issue(player, 'count', { mode: 'practice', level: 'easy' });
      let answer;
      do answer = await service().move(player, 'count', play.playId, { step: 1 });
      while (answer.status === 'playing');
      expect(answer.status).toBe('won');
      expect(answer.result).toMatchObject({ ranks: {}, held: { reason: 'quick-moves' } });
      expect(await bestsOf(player.userId)).toEqual([]);
    });

    it("times a hidden-state game's leaderboard clock from its first move", async () => {
      const player = await newUser('first-move@example.com', 'ip-first-move');
      const play = await service().issue(player, 'count', { mode: 'practice', level: 'easy' });
      await startedAgo(sql, play.playId, 300);
      await service().move(player, 'count', play.playId, { step: 1 });
      // The first move started both clocks: the 300 s before it count on neither.
      expect((await service().get(player, 'count', play.playId)).elapsedSeconds).toBeLessThan(5);
      await sql.query(
        "update public.game_plays set first_move_at = now() - interval '40 seconds', started_at = now() - interval '40 seconds' where id = $1",
        [play.playId],
      );
      let answer;
      do {
        await sql.query("update public.game_plays set last_move_at = now() - interval '2 seconds' where id = $1", [play.playId]);
        answer = await service().move(player, 'count', play.playId, { step: 1 });
      } while (answer.status === 'playing');
      expect(answer.result?.held).toBeNull();
      expect(answer.result?.boardSeconds).toBeGreaterThanOrEqual(40);
      expect(answer.result?.boardSeconds).toBeLessThan(300);
      expect(answer.result?.timeSeconds).toBeGreaterThanOrEqual(40);
      expect(answer.result?.timeSeconds).toBeLessThan(300);
    });
  });

  describe('help per player and puzzle', () => {
    it("counts a visitor's help on the daily against the account it was merged into", async () => {
      const now = () => new Date('2032-05-01T12:00:00Z');
      const account = await newUser('merged-help@example.com', 'ip-home');
      const mine = await service({ now }).issue(account, 'digits', { mode: 'daily' });
      const visitor = anonymous('merged-visitor', 'ip-home');
      const throwaway = await service({ now }).issue(visitor, 'digits', { mode: 'daily' });
      expect(throwaway.puzzle).toBe(mine.puzzle);
      await service({ now }).check(visitor, 'digits', throwaway.playId, []);
      await store.gameResults.mergePlayer(visitor.key, account.key);
      await startedAgo(sql, mine.playId, 300);
      const won = await service({ now }).finish(account, 'digits', mine.playId, {
        moves: solvingMoves(mine.puzzle, await solutionOf(sql, mine.playId)),
      });
      expect(won.ranks).toEqual({});
      expect(await resultOf(mine.playId)).toMatchObject({ assisted: true });
      expect(await bestsOf(account.userId)).toEqual([]);
    });

    it('holds a daily finished just after another key on the same address was helped; another address is ranked', async () => {
      const now = () => new Date('2032-05-02T12:00:00Z');
      const helper = anonymous('throwaway-key', 'ip-shared');
      const peek = await service({ now }).issue(helper, 'digits', { mode: 'daily' });
      await service({ now }).hint(helper, 'digits', peek.playId, []);
      const results = [];
      for (const [email, address] of [
        ['same-net@example.com', 'ip-shared'],
        ['elsewhere@example.com', 'ip-elsewhere'],
      ] as const) {
        const player = await newUser(email, address);
        const play = await service({ now }).issue(player, 'digits', { mode: 'daily' });
        await startedAgo(sql, play.playId, 300);
        results.push(
          await service({ now }).finish(player, 'digits', play.playId, {
            moves: solvingMoves(play.puzzle, await solutionOf(sql, play.playId)),
          }),
        );
      }
      expect(results[0]).toMatchObject({ ranks: {}, held: { reason: 'help-nearby' } });
      // An address alone never makes a result assisted: the held one is the player's own clean win.
      expect(results[0]?.statistics.bestSeconds).toEqual({ easy: results[0]?.timeSeconds });
      expect(results[1]).toMatchObject({ held: null, ranks: { 'all:easy': 1, 'daily:2032-05-02': 1 } });
    });

    it("counts a lost hidden-state game's reveal as help for the next key on that address", async () => {
      const now = () => new Date('2032-05-03T12:00:00Z');
      const loser = anonymous('loser-key', 'ip-reveal');
      const lost = await service({ now }).issue(loser, 'count', { mode: 'daily' });
      let answer;
      do answer = await service({ now }).move(loser, 'count', lost.playId, { step: 2 });
      while (answer.status === 'playing');
      if (answer.status === 'won') return; // a target the steps of two reach exactly: nothing was revealed
      expect(answer.result?.standing).toEqual({ status: 'lost', message: STANDING_MESSAGES.lost });
      const player = await newUser('after-reveal@example.com', 'ip-reveal');
      const play = await service({ now }).issue(player, 'count', { mode: 'daily' });
      do {
        await sql.query(
          "update public.game_plays set last_move_at = now() - interval '2 seconds', first_move_at = now() - interval '60 seconds' where id = $1",
          [play.playId],
        );
        answer = await service({ now }).move(player, 'count', play.playId, { step: 1 });
      } while (answer.status === 'playing');
      expect(answer.result).toMatchObject({ ranks: {}, held: { reason: 'help-nearby' } });
    });
  });

  describe('retries', () => {
    it('answers a retried finish with the stored result instead of 409', async () => {
      const player = await newUser('retry@example.com', 'ip-retry');
      const play = await service().issue(player, 'digits', { mode: 'practice', level: 'hard' });
      const moves = solvingMoves(play.puzzle, await solutionOf(sql, play.playId));
      await startedAgo(sql, play.playId, 50);
      const first = await service().finish(player, 'digits', play.playId, { moves });
      const again = await service().finish(player, 'digits', play.playId, { moves });
      expect(again).toEqual(first);
      expect(await refusal(service().finish(player, 'digits', play.playId, { moves: moves.slice(1) }))).toEqual({
        status: 409,
        message: MESSAGES.playOver,
      });
    });

    it("answers a hidden-state game's retried last move with the stored answer", async () => {
      const player = anonymous('retry-move');
      const play = await service().issue(player, 'count', { mode: 'practice', level: 'easy' });
      let answer;
      do answer = await service().move(player, 'count', play.playId, { step: 1 });
      while (answer.status === 'playing');
      const again = await service().move(player, 'count', play.playId, { step: 1 });
      expect(again).toEqual(answer);
      expect(await refusal(service().move(player, 'count', play.playId, { step: 2 }))).toEqual({
        status: 409,
        message: MOVE_MESSAGES.playOver,
      });
    });
  });

  describe('costly moves', () => {
    it('makes one costly move per play at a time: a concurrent one gets 409 without being made', async () => {
      const player = anonymous('racer');
      const play = await service().issue(player, 'count', { mode: 'practice', level: 'easy' });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let made = 0;
      const slow: ApplyCostlyMove = async (_game, state, move) => {
        made++;
        await gate;
        return countEngine.applyMove(countEngine.parseState(state)!, move as { step: number });
      };
      const first = service({ applyCostlyMove: slow }).move(player, 'count', play.playId, { step: 1 });
      await expect.poll(() => made).toBe(1);
      expect(await refusal(service({ applyCostlyMove: slow }).move(player, 'count', play.playId, { step: 1 }))).toEqual({
        status: 409,
        message: MOVE_MESSAGES.costlyMoveUnderWay,
      });
      release();
      expect((await first).reply).toEqual({ n: 1 });
      expect(made).toBe(1);
    });
  });

  describe('supply', () => {
    it("makes tomorrow's daily ahead of midnight, and not earlier in the day", async () => {
      await service({ now: () => new Date('2032-06-01T12:00:00Z') }).daily('digits');
      await runScheduled();
      expect(await store.gamePlays.findDaily('digits', '2032-06-02', 'easy')).toBeNull();
      const today = await service({ now: () => new Date('2032-06-01T23:00:00Z') }).daily('digits');
      await runScheduled();
      const tomorrow = await store.gamePlays.findDaily('digits', '2032-06-02', 'easy');
      expect(tomorrow).not.toBeNull();
      expect(today.day).toBe('2032-06-01');
      // The one made ahead is the one served when the day comes.
      expect((await service({ now: () => new Date('2032-06-02T00:00:01Z') }).daily('digits')).puzzle).toBe(tomorrow?.puzzle);
    });

    it('recycles the pool at its ceiling: the puzzle played longest ago, the pool no bigger', async () => {
      const made: string[] = [];
      const pools = createPracticePools(
        store,
        // Each puzzle its own solution: a pool holds a solution once (migration 20261129000101).
        async () => {
          const n = made.push('x');
          return { puzzle: `.2345678${n}`, solution: `12345678${n}` };
        },
        (task) => tasks.push(task),
        3,
      );
      const player = anonymous('recycler');
      const ids = [];
      for (let i = 0; i < 3; i++) {
        const id = await pools.beyondPool('digits', 'recycled', player.key);
        await store.gamePlays.createPlay({
          gameSlug: 'digits',
          playerKey: player.key,
          mode: 'practice',
          level: 'recycled',
          day: '2032-06-01',
          puzzleId: id,
        });
        ids.push(id);
      }
      tasks.length = 0;
      await sql.query("update public.game_plays set started_at = now() - interval '1 hour' where puzzle_id = $1", [ids[1]]);
      expect(await pools.beyondPool('digits', 'recycled', player.key)).toBe(ids[1]);
      expect(await store.gamePlays.poolSize('digits', 'recycled')).toBe(3);
    });
  });
});
