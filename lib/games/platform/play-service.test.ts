import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { digitsEngine, solvingMoves } from '@/tests/support/digits-engine';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { refusal } from '@/tests/support/refusal';
import { WEEK_WINDOW_SECONDS } from '@/tests/support/rate-windows';
import { createPlayService, MESSAGES, POOL_GROWTH, POOL_TARGET, type PlayCaller } from './play-service';
import { signedInCaller } from '@/tests/support/players';
import { solutionOf, startedAgo } from '@/tests/support/play-rows';

let sql: SqlExecutor;
let store: Store;
const engines = { digits: digitsEngine };
const tasks: (() => Promise<void>)[] = [];
const service = (now?: () => Date) => createPlayService(store, engines, { now, schedule: (task) => tasks.push(task) });
const runScheduled = async () => {
  while (tasks.length > 0) await tasks.shift()!();
};

const newUser = (email: string) => signedInCaller(sql, email);
const anonymous = (key: string): PlayCaller => ({ key, userId: null, address: key });

const rows = async (table: string) => Number((await sql.query<{ n: number }>(`select count(*)::int as n from public.${table}`))[0]!.n);

describe.each(BOTH_BACKENDS)('on $backend', ({ open }) => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, stop } = await open());
    store = createStore(sql);
    tasks.length = 0; // refills left by the other backend's run belong to its closed database
  });
  afterAll(async () => {
    await sql.close();
    await stop();
  });

  describe('issuing plays', () => {
    it('issues a practice puzzle at the chosen level, never with its solution', async () => {
      const play = await service().issue(anonymous('anon-1'), 'digits', { mode: 'practice', level: 'hard' });
      expect(play).toMatchObject({ game: 'digits', mode: 'practice', level: 'hard', status: 'playing', hints: 0, paused: false });
      expect(play.puzzle).toMatch(/^\.{5}[1-9]{4}$/);
      expect(JSON.stringify(play)).not.toContain(await solutionOf(sql, play.playId));
    });

    it('refuses an unknown game or level with a clear error, creating nothing', async () => {
      const before = await rows('game_plays');
      expect(await refusal(service().issue(anonymous('anon-1'), 'sudoku', { mode: 'practice', level: 'easy' }))).toEqual({
        status: 404,
        message: MESSAGES.notPlayable('sudoku'),
      });
      expect(await refusal(service().issue(anonymous('anon-1'), 'digits', { mode: 'practice', level: 'expert' }))).toEqual({
        status: 422,
        message: MESSAGES.unknownLevel,
      });
      expect(await refusal(service().issue(anonymous('anon-1'), 'constructor', { mode: 'practice' }))).toEqual({
        status: 404,
        message: MESSAGES.notPlayable('constructor'),
      });
      expect(await rows('game_plays')).toBe(before);
    });

    it('serves practice from a shared pool generated ahead, never repeating a puzzle to a player while unseen ones remain', async () => {
      await service().issue(anonymous('pool'), 'digits', { mode: 'practice', level: 'hard' });
      await runScheduled();
      expect(await store.gamePlays.poolSize('digits', 'hard')).toBe(POOL_TARGET);
      // A pool seen full is not counted again on every request.
      tasks.length = 0;
      await service().issue(anonymous('pool-full'), 'digits', { mode: 'practice', level: 'hard' });
      expect(tasks).toHaveLength(0);
      const player = anonymous('pool-player');
      const seen = new Set<string>();
      for (let i = 0; i < POOL_TARGET + 3; i++) {
        const play = await service().issue(player, 'digits', { mode: 'practice', level: 'hard' });
        const [row] = await sql.query<{ puzzle_id: string }>('select puzzle_id::text from public.game_plays where id = $1', [play.playId]);
        expect(seen.has(row!.puzzle_id)).toBe(false);
        seen.add(row!.puzzle_id);
      }
      // Once the pool is used up for this player, new puzzles are made for them and join the pool,
      // and the pool grows ahead of them in the background: their next puzzles come from it again.
      expect(await store.gamePlays.poolSize('digits', 'hard')).toBe(POOL_TARGET + 3);
      await runScheduled();
      expect(await store.gamePlays.poolSize('digits', 'hard')).toBe(POOL_TARGET + 3 + POOL_GROWTH);
      for (let i = 0; i < POOL_GROWTH; i++) {
        const play = await service().issue(player, 'digits', { mode: 'practice', level: 'hard' });
        const [row] = await sql.query<{ puzzle_id: string }>('select puzzle_id::text from public.game_plays where id = $1', [play.playId]);
        expect(seen.has(row!.puzzle_id)).toBe(false);
        seen.add(row!.puzzle_id);
      }
      expect(await store.gamePlays.poolSize('digits', 'hard')).toBe(POOL_TARGET + 3 + POOL_GROWTH);
      // Another player is served from the same pool.
      const other = await service().issue(anonymous('pool-other'), 'digits', { mode: 'practice', level: 'hard' });
      const [row] = await sql.query<{ puzzle_id: string }>('select puzzle_id::text from public.game_plays where id = $1', [other.playId]);
      expect(seen.has(row!.puzzle_id)).toBe(true);
      // Players are not all handed the same puzzle: each starts at a random place in the pool.
      const firsts = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const play = await service().issue(anonymous(`pool-first-${i}`), 'digits', { mode: 'practice', level: 'hard' });
        firsts.add(
          (await sql.query<{ puzzle_id: string }>('select puzzle_id::text from public.game_plays where id = $1', [play.playId]))[0]!
            .puzzle_id,
        );
      }
      expect(firsts.size).toBeGreaterThan(3);
    });

    it("counts each new practice play against the player's and the address's limits and refuses past either with 429, creating nothing", async () => {
      const player = anonymous('limited');
      const perKey = { bucket: 'new-plays-test:limited', windowSeconds: WEEK_WINDOW_SECONDS, limit: 2, message: 'Too many new games.' };
      const perIp = {
        bucket: 'starts-test:one-address',
        windowSeconds: WEEK_WINDOW_SECONDS,
        limit: 4,
        message: 'Too many games from your network.',
      };
      for (let i = 0; i < 2; i++) await service().issue(player, 'digits', { mode: 'practice', level: 'easy' }, { perKey, perIp });
      const before = await rows('game_plays');
      const refused = await refusal(service().issue(player, 'digits', { mode: 'practice', level: 'easy' }, { perKey, perIp }));
      expect(refused).toMatchObject({ status: 429, message: 'Too many new games.' });
      expect(await rows('game_plays')).toBe(before);
      // Another player's bucket is their own; the daily is one play a day and not counted per player.
      await service().issue(
        anonymous('unlimited'),
        'digits',
        { mode: 'practice', level: 'easy' },
        { perKey: { ...perKey, bucket: 'new-plays-test:other' }, perIp },
      );
      await service().issue(player, 'digits', { mode: 'daily' }, { perKey });
      expect(await rows('game_plays')).toBe(before + 2);
      // The address's allowance (4, with the refused start counted) is spent: a daily start from it is refused too, creating nothing.
      const addressRefused = await refusal(service().issue(anonymous('same-address'), 'digits', { mode: 'daily' }, { perIp }));
      expect(addressRefused).toMatchObject({ status: 429, message: 'Too many games from your network.' });
      const fresh = await refusal(
        service().issue(
          anonymous('same-address'),
          'digits',
          { mode: 'practice', level: 'easy' },
          { perKey: { ...perKey, bucket: 'new-plays-test:fresh' }, perIp },
        ),
      );
      expect(fresh).toMatchObject({ status: 429, message: 'Too many games from your network.' });
      expect(await rows('game_plays')).toBe(before + 2);
    });
  });

  describe('the daily puzzle', () => {
    const day = (iso: string) => () => new Date(iso);

    it('is created once per game and UTC day, even by simultaneous first requests, and is the same for everybody', async () => {
      const at = day('2030-01-05T10:00:00Z');
      const answers = await Promise.all(Array.from({ length: 6 }, () => service(at).daily('digits')));
      expect(new Set(answers.map((a) => a.puzzle)).size).toBe(1);
      expect(answers[0]).toMatchObject({ game: 'digits', day: '2030-01-05', level: 'easy' });
      const [count] = await sql.query<{ n: number }>(
        "select count(*)::int as n from public.daily_puzzles where game_slug = 'digits' and day = '2030-01-05'",
      );
      expect(count?.n).toBe(1);
      const alice = await service(at).issue(anonymous('daily-a'), 'digits', { mode: 'daily' });
      const bob = await service(at).issue(anonymous('daily-b'), 'digits', { mode: 'daily' });
      expect(alice.puzzle).toBe(answers[0]!.puzzle);
      expect(bob.puzzle).toBe(answers[0]!.puzzle);
      expect((await service(day('2030-01-06T00:00:01Z')).daily('digits')).day).toBe('2030-01-06');
    });

    it('is one play per player and day: asking again resumes it (another device, a reload)', async () => {
      const at = day('2030-01-05T23:59:00Z');
      const first = await service(at).issue(anonymous('daily-c'), 'digits', { mode: 'daily' });
      const again = await service(at).issue(anonymous('daily-c'), 'digits', { mode: 'daily', level: 'easy' });
      expect(again.playId).toBe(first.playId);
      expect(again.level).toBe('easy');
      // A level without a daily is refused (daily-levels.test.ts), not served the one daily.
    });
  });

  describe('finishing a play', () => {
    it('refuses forged, unsolved or impossibly fast move lists and changes nothing', async () => {
      const player = await newUser('forger@example.com');
      const play = await service().issue(player, 'digits', { mode: 'practice', level: 'easy' });
      const solution = await solutionOf(sql, play.playId);
      const genuine = solvingMoves(play.puzzle, solution);
      const given = [...play.puzzle].findIndex((c) => c !== '.');
      const before = { results: await rows('game_results'), bests: await rows('leaderboard_bests') };
      await startedAgo(sql, play.playId, 60);
      const refusals = [
        [{ moves: [...genuine, { cell: given, digit: 1 }] }, MESSAGES.badMoves],
        [{ moves: [{ cell: 99, digit: 1 }] }, MESSAGES.badMoves],
        [{ moves: 'all of them' }, MESSAGES.badMoves],
        [{ moves: genuine.slice(1) }, MESSAGES.notSolved],
        [{ moves: genuine.map((m) => ({ ...m, digit: m.digit === 9 ? 1 : m.digit + 1 })) }, MESSAGES.notSolved],
      ] as const;
      for (const [body, message] of refusals)
        expect(await refusal(service().finish(player, 'digits', play.playId, body))).toEqual({ status: 422, message });
      await startedAgo(sql, play.playId, 2);
      expect(await refusal(service().finish(player, 'digits', play.playId, { moves: genuine }))).toEqual({
        status: 422,
        message: MESSAGES.tooFast,
      });
      expect(await service().get(player, 'digits', play.playId)).toMatchObject({ status: 'playing' });
      expect({ results: await rows('game_results'), bests: await rows('leaderboard_bests') }).toEqual(before);
    });

    it("records a genuine win timed by the server's clock, enters the leaderboards, and takes it only once", async () => {
      const player = await newUser('winner@example.com');
      const play = await service().issue(player, 'digits', { mode: 'practice', level: 'hard' });
      const moves = solvingMoves(play.puzzle, await solutionOf(sql, play.playId));
      await startedAgo(sql, play.playId, 42);
      const won = await service().finish(player, 'digits', play.playId, { moves });
      expect(won.status).toBe('won');
      expect(won.timeSeconds).toBeGreaterThanOrEqual(42);
      expect(won.timeSeconds).toBeLessThanOrEqual(44);
      expect(won.boardSeconds).toBe(won.timeSeconds); // no pause: the leaderboard's clock agrees
      expect(won.held).toBeNull();
      expect(won.ranks).toEqual({ 'all:hard': 1 });
      expect(won.statistics).toMatchObject({ played: 1, won: 1, winPercent: 100, bestSeconds: { hard: won.timeSeconds } });
      const name = (await store.profiles.displayName(player.userId!)).name;
      expect(await store.leaderboard.topEntries('digits', 'all:hard', 10)).toEqual([{ rank: 1, name, timeSeconds: won.timeSeconds }]);
      // The same finish again (its answer was lost) answers the stored result and records nothing more.
      expect(await service().finish(player, 'digits', play.playId, { moves })).toEqual(won);
      expect(await store.gameResults.summaries(player.key, 'digits')).toMatchObject([{ played: 1, won: 1 }]);
    });

    it('shows a won play its solved grid (its finished board, on reopening), never a play still going', async () => {
      const player = anonymous('reopens');
      const play = await service().issue(player, 'digits', { mode: 'daily' });
      const solution = await solutionOf(sql, play.playId);
      expect(await service().get(player, 'digits', play.playId)).not.toHaveProperty('solution');
      await startedAgo(sql, play.playId, 30);
      await service().finish(player, 'digits', play.playId, { moves: solvingMoves(play.puzzle, solution) });
      expect(await service().get(player, 'digits', play.playId)).toMatchObject({ status: 'won', solution });
      // Today's daily asked for again (a reload, another device) is the same won play, with its board.
      expect(await service().issue(player, 'digits', { mode: 'daily' })).toMatchObject({ playId: play.playId, solution });
    });

    it("answers another player's play as not found", async () => {
      const owner = anonymous('owner');
      const play = await service().issue(owner, 'digits', { mode: 'practice', level: 'easy' });
      const moves = solvingMoves(play.puzzle, await solutionOf(sql, play.playId));
      await startedAgo(sql, play.playId, 60);
      for (const intruder of [anonymous('intruder'), await newUser('intruder@example.com')]) {
        expect(await refusal(service().finish(intruder, 'digits', play.playId, { moves }))).toEqual({
          status: 404,
          message: MESSAGES.playNotFound,
        });
        expect(await refusal(service().hint(intruder, 'digits', play.playId, []))).toEqual({ status: 404, message: MESSAGES.playNotFound });
      }
      expect(await refusal(service().finish(owner, 'digits', 'not-a-uuid', { moves }))).toEqual({
        status: 404,
        message: MESSAGES.playNotFound,
      });
    });

    it('a hinted or self-declared assisted win counts in statistics but not on the leaderboard', async () => {
      const player = await newUser('hinted@example.com');
      for (const assist of ['hint', 'declared'] as const) {
        const play = await service().issue(player, 'digits', { mode: 'practice', level: 'easy' });
        const moves = solvingMoves(play.puzzle, await solutionOf(sql, play.playId));
        if (assist === 'hint') {
          const { hint } = await service().hint(player, 'digits', play.playId, moves.slice(1));
          expect(hint).toEqual({
            technique: 'Missing digit',
            message: expect.stringMatching(/^Cell \d holds \d$/),
            cells: [moves[0]!.cell],
          });
        }
        await startedAgo(sql, play.playId, 30);
        const won = await service().finish(player, 'digits', play.playId, { moves, assisted: assist === 'declared' });
        expect(won.ranks).toEqual({});
      }
      const stats = await service().statistics(player, 'digits');
      expect(stats).toMatchObject({ played: 2, won: 2, bestSeconds: {} });
      expect(await sql.query('select 1 from public.leaderboard_bests where user_id = $1', [player.userId])).toEqual([]);
    });

    it('show mistakes names only the wrong entered cells, is counted, and keeps the win off the leaderboard', async () => {
      const player = await newUser('checker@example.com');
      const play = await service().issue(player, 'digits', { mode: 'practice', level: 'hard' });
      const solution = await solutionOf(sql, play.playId);
      const moves = solvingMoves(play.puzzle, solution);
      const [right, wrong] = [moves[0]!, moves[1]!];
      const wrongMove = { cell: wrong.cell, digit: (wrong.digit % 9) + 1 };
      // Empty cells are not mistakes; a right digit is not; only the wrong one is named.
      expect(await service().check(player, 'digits', play.playId, [])).toEqual({ mistakes: [] });
      const answer = await service().check(player, 'digits', play.playId, [right, wrongMove]);
      expect(answer).toEqual({ mistakes: [wrong.cell] });
      // Nothing of the solution comes along: no right digit for the wrong cell, nothing on empty cells.
      expect(Object.keys(answer)).toEqual(['mistakes']);
      expect((await service().get(player, 'digits', play.playId)).checks).toBe(2);
      expect((await service().get(player, 'digits', play.playId)).hints).toBe(0);
      // A forged move list is refused like anywhere else, and another player's play is not found.
      expect(await refusal(service().check(player, 'digits', play.playId, [{ cell: 99, digit: 1 }]))).toEqual({
        status: 422,
        message: MESSAGES.badMoves,
      });
      expect(await refusal(service().check(anonymous('peeker'), 'digits', play.playId, []))).toEqual({
        status: 404,
        message: MESSAGES.playNotFound,
      });

      await startedAgo(sql, play.playId, 30);
      const won = await service().finish(player, 'digits', play.playId, { moves });
      expect(won.ranks).toEqual({});
      expect(won.statistics).toMatchObject({ won: 1, bestSeconds: {} });
      expect(await sql.query('select 1 from public.leaderboard_bests where user_id = $1', [player.userId])).toEqual([]);
      const [result] = await sql.query<{ assisted: boolean }>("select assisted from public.game_results where source = 'play:' || $1", [
        play.playId,
      ]);
      expect(result?.assisted).toBe(true);
      expect(await refusal(service().check(player, 'digits', play.playId, moves))).toEqual({ status: 409, message: MESSAGES.playOver });
    });

    it('refuses show mistakes for a game whose engine has no mistake check', async () => {
      const { mistakes: _ignored, ...plain } = digitsEngine;
      const without = createPlayService(store, { plain }, { schedule: (task) => tasks.push(task) });
      const play = await without.issue(anonymous('plain'), 'plain', { mode: 'practice', level: 'easy' });
      expect(await refusal(without.check(anonymous('plain'), 'plain', play.playId, []))).toEqual({
        status: 404,
        message: MESSAGES.noMistakeCheck,
      });
    });

    it('stops the clock while paused', async () => {
      const player = anonymous('pauser');
      const play = await service().issue(player, 'digits', { mode: 'practice', level: 'easy' });
      await startedAgo(sql, play.playId, 100);
      expect((await service().clock(player, 'digits', play.playId, true)).paused).toBe(true);
      await sql.query("update public.game_plays set paused_at = now() - interval '60 seconds' where id = $1", [play.playId]);
      const resumed = await service().clock(player, 'digits', play.playId, false);
      expect(resumed.paused).toBe(false);
      expect(resumed.elapsedSeconds).toBeGreaterThanOrEqual(39);
      expect(resumed.elapsedSeconds).toBeLessThanOrEqual(41);
      const won = await service().finish(player, 'digits', play.playId, {
        moves: solvingMoves(play.puzzle, await solutionOf(sql, play.playId)),
      });
      expect(won.timeSeconds).toBeLessThanOrEqual(42);
    });
  });

  describe("the address's limit on calls to a play", () => {
    const hitsIn = async (bucket: string) =>
      Number(
        (await sql.query<{ n: number }>('select coalesce(sum(hits), 0)::int as n from public.rate_limits where bucket = $1', [bucket]))[0]!
          .n,
      );
    const limited = (name: string, limit: number): PlayCaller => ({
      ...anonymous(name),
      perIp: { bucket: `play-calls-test:${name}`, windowSeconds: WEEK_WINDOW_SECONDS, limit, message: 'Too many calls from your network.' },
    });

    it('counts one hit per read, hint, check, pause and finish, and past the limit refuses with 429 before anything else, changing nothing', async () => {
      const owner = anonymous('limited-owner');
      const play = await service().issue(owner, 'digits', { mode: 'practice', level: 'easy' });
      const moves = solvingMoves(play.puzzle, await solutionOf(sql, play.playId));
      await startedAgo(sql, play.playId, 60);
      const caller = limited('limited-owner', 6);
      const bucket = caller.perIp!.bucket;
      await service().get(caller, 'digits', play.playId);
      await service().hint(caller, 'digits', play.playId, []);
      await service().check(caller, 'digits', play.playId, []);
      // A pause reads the play twice: one call, one hit.
      await service().clock(caller, 'digits', play.playId, true);
      await service().clock(caller, 'digits', play.playId, false);
      expect(await hitsIn(bucket)).toBe(5);
      // Another player's play (404) counts like any call: the sixth hit.
      expect(await refusal(service().get({ ...caller, key: 'someone-else' }, 'digits', play.playId))).toEqual({
        status: 404,
        message: MESSAGES.playNotFound,
      });
      expect(await hitsIn(bucket)).toBe(6);
      // Full: refused before the play is looked at (429 before 404), and a refused call counts nothing.
      const tooMany = { status: 429, message: 'Too many calls from your network.' };
      expect(await refusal(service().finish(caller, 'digits', play.playId, { moves }))).toEqual(tooMany);
      expect(await refusal(service().hint(caller, 'digits', play.playId, []))).toEqual(tooMany);
      expect(await refusal(service().clock(caller, 'digits', play.playId, true))).toEqual(tooMany);
      expect(await refusal(service().get({ ...caller, key: 'someone-else' }, 'digits', play.playId))).toEqual(tooMany);
      expect(await refusal(service().get(caller, 'digits', 'not-a-uuid'))).toEqual(tooMany);
      expect(await hitsIn(bucket)).toBe(6);
      const [row] = await sql.query<{ status: string; hints: number; checks: number; paused: boolean }>(
        'select status, hints, checks, paused_at is not null as paused from public.game_plays where id = $1',
        [play.playId],
      );
      expect(row).toEqual({ status: 'playing', hints: 1, checks: 1, paused: false });
      // The owner's own calls from another address are not refused.
      const elsewhere = { ...owner, perIp: { ...caller.perIp!, bucket: 'play-calls-test:elsewhere' } };
      expect((await service().finish(elsewhere, 'digits', play.playId, { moves })).status).toBe('won');
    });

    it('counts a call for a play id that is not one (404) too', async () => {
      const caller = limited('limited-bad-id', 5);
      expect(await refusal(service().get(caller, 'digits', 'not-a-uuid'))).toEqual({ status: 404, message: MESSAGES.playNotFound });
      expect(await hitsIn(caller.perIp!.bucket)).toBe(1);
    });
  });

  describe('merging an anonymous player into their account', () => {
    it('keeps every result once; for a daily both played, the better stays', async () => {
      const anon = anonymous('merge-anon');
      const account = await newUser('merge@example.com');
      const dayOne = () => new Date('2031-03-01T12:00:00Z');
      const dayTwo = () => new Date('2031-03-02T12:00:00Z');
      // Day one: the visitor won the daily, the account (another device) lost... never finished it.
      const anonDaily = await service(dayOne).issue(anon, 'digits', { mode: 'daily' });
      await startedAgo(sql, anonDaily.playId, 50);
      await service(dayOne).finish(anon, 'digits', anonDaily.playId, {
        moves: solvingMoves(anonDaily.puzzle, await solutionOf(sql, anonDaily.playId)),
      });
      await service(dayOne).issue(account, 'digits', { mode: 'daily' });
      // Day two: both won it, the account faster.
      for (const [who, seconds] of [
        [anon, 80],
        [account, 20],
      ] as const) {
        const play = await service(dayTwo).issue(who, 'digits', { mode: 'daily' });
        await startedAgo(sql, play.playId, seconds);
        await service(dayTwo).finish(who, 'digits', play.playId, { moves: solvingMoves(play.puzzle, await solutionOf(sql, play.playId)) });
      }
      const practice = await service().issue(anon, 'digits', { mode: 'practice', level: 'hard' });
      await startedAgo(sql, practice.playId, 33);
      await service().finish(anon, 'digits', practice.playId, {
        moves: solvingMoves(practice.puzzle, await solutionOf(sql, practice.playId)),
      });

      await store.gameResults.mergePlayer(anon.key, account.key);
      await store.gameResults.mergePlayer(anon.key, account.key); // twice: nothing counted twice

      const [summary] = await store.gameResults.summaries(account.key, 'digits');
      expect(summary).toMatchObject({ played: 3, won: 3, dailyWinDays: ['2031-03-01', '2031-03-02'] });
      expect(summary?.bestSeconds.easy).toBeLessThanOrEqual(22);
      expect(await store.gameResults.summaries(anon.key, 'digits')).toEqual([]);
      expect((await service(dayTwo).statistics(account, 'digits')).currentStreak).toBe(2);
      // The account's unfinished daily of day one stands; the visitor's finished one became its result.
      expect(await sql.query('select 1 from public.game_plays where player_key = $1', [anon.key])).toEqual([]);
    });
  });
});
