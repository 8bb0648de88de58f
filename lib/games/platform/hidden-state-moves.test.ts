import { describe, expect, it } from 'vitest';
import { digitsEngine } from '@/tests/support/digits-engine';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { TestDatabase } from '@/tests/support/play-database';
import { HIDDEN_WORDS, hiddenWordEngine, NOT_A_WORD } from '@/tests/support/hidden-word-engine';
import { refusal } from '@/tests/support/refusal';
import { WEEK_WINDOW_SECONDS } from '@/tests/support/rate-windows';
import { humanPace } from '@/tests/support/play-rows';
import { MOVE_MESSAGES } from './hidden-state-moves';
import { createPlayService, MESSAGES, type PlayCaller } from './play-service';
import { signedInCaller } from '@/tests/support/players';

const db = new TestDatabase();
// The same game ranked on its boards by tries first (rankByScore), then time.
const rankedWordEngine = { ...hiddenWordEngine, rankByScore: { label: 'Tries' } };
const service = (now?: () => Date) =>
  createPlayService(db.store, { words: hiddenWordEngine, ranked: rankedWordEngine, digits: digitsEngine }, { now, schedule: () => {} });

const newUser = (email: string) => signedInCaller(db.sql, email);
const secretOf = async (playId: string) =>
  (
    JSON.parse(
      (
        await db.sql.query<{ solution: string }>(
          'select gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
          [playId],
        )
      )[0]!.solution,
    ) as { secret: string }
  ).secret;
const wrongWords = (secret: string) => HIDDEN_WORDS.filter((w) => w !== secret);
/** The next practice play of the game gets a deal no other key had: a shared one stays off the all-time board (scouting.test.ts). */
const unsharedDeals = (game: string) => db.sql.query('update public.game_puzzles set pooled = false where game_slug = $1', [game]);

describe.each(BOTH_BACKENDS)('on $backend', ({ backend, open }) => {
  db.openAround(open);

  describe('games whose hidden information stays on the server', () => {
    it('never answers the secret before the game ends, in the play or in any move', async () => {
      const player: PlayCaller = { key: 'hidden-1', userId: null, address: 'hidden-1' };
      const play = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
      const secret = await secretOf(play.playId);
      const answers: unknown[] = [play, await service().get(player, 'words', play.playId), await service().daily('words')];
      const [first, second] = wrongWords(secret);
      answers.push(await service().move(player, 'words', play.playId, { guess: first }));
      answers.push(await service().move(player, 'words', play.playId, { guess: second }));
      answers.push(await service().get(player, 'words', play.playId));
      for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(secret);
      // The resumed view shows what the moves revealed.
      expect((await service().get(player, 'words', play.playId)).view).toEqual({
        guesses: [
          { word: first, answer: secret < first! ? 'earlier' : 'later' },
          { word: second, answer: secret < second! ? 'earlier' : 'later' },
        ],
      });
      // The last wrong guess ends the game: now the secret is told, and the loss is counted.
      const last = await service().move(player, 'words', play.playId, { guess: wrongWords(secret)[2] });
      expect(last).toMatchObject({ status: 'lost', reply: { secret }, result: { statistics: { played: 1, won: 0 } } });
      expect(await refusal(service().move(player, 'words', play.playId, { guess: secret }))).toEqual({
        status: 409,
        message: MOVE_MESSAGES.playOver,
      });
    });

    it('refuses a move that is not allowed, changing nothing', async () => {
      const player: PlayCaller = { key: 'hidden-2', userId: null, address: 'hidden-2' };
      const play = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
      const secret = await secretOf(play.playId);
      const guess = wrongWords(secret)[0]!;
      await service().move(player, 'words', play.playId, { guess });
      for (const move of [{ guess }, { word: 'amber' }, 'amber', null]) {
        expect(await refusal(service().move(player, 'words', play.playId, move))).toEqual({ status: 422, message: MOVE_MESSAGES.badMove });
      }
      // A refusal with the rules' own reason: a 400 the player reads, and still nothing changes.
      expect(await refusal(service().move(player, 'words', play.playId, { guess: 'zebra' }))).toEqual({ status: 400, message: NOT_A_WORD });
      expect((await service().get(player, 'words', play.playId)).view).toEqual({ guesses: [{ word: guess, answer: expect.any(String) }] });
      expect(
        await refusal(
          service().move({ key: 'someone-else', userId: null, address: 'someone-else' }, 'words', play.playId, { guess: secret }),
        ),
      ).toEqual({ status: 404, message: MESSAGES.playNotFound });
    });

    it("counts a move against the address's limit in the play's read; past it, 429 and the move is not played", async () => {
      const player: PlayCaller = { key: 'hidden-limited', userId: null, address: 'hidden-limited' };
      const play = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
      const [first, second] = wrongWords(await secretOf(play.playId));
      const perIp = {
        bucket: 'moves-test:hidden-limited',
        windowSeconds: WEEK_WINDOW_SECONDS,
        limit: 1,
        message: 'Too many moves from your network.',
      };
      await service().move({ ...player, perIp }, 'words', play.playId, { guess: first });
      expect(await refusal(service().move({ ...player, perIp }, 'words', play.playId, { guess: second }))).toEqual({
        status: 429,
        message: 'Too many moves from your network.',
      });
      expect((await service().get(player, 'words', play.playId)).view).toEqual({ guesses: [{ word: first, answer: expect.any(String) }] });
      const [row] = await db.sql.query<{ hits: number }>('select hits from public.rate_limits where bucket = $1', [perIp.bucket]);
      expect(row).toEqual({ hits: 1 });
    });

    it('never loses a move to a simultaneous one: a move read before the other was saved gets a conflict', async () => {
      const player: PlayCaller = { key: 'hidden-3', userId: null, address: 'hidden-3' };
      const play = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
      const [a, b] = wrongWords(await secretOf(play.playId));
      const results = await Promise.allSettled([
        service().move(player, 'words', play.playId, { guess: a }),
        service().move(player, 'words', play.playId, { guess: b }),
      ]);
      const applied = results.filter((r) => r.status === 'fulfilled').length;
      // The embedded database answers in arrival order, so both moves read the first state: exactly one
      // is applied. On PostgreSQL the second may also read after the first was saved and be applied too.
      if (backend !== 'PostgreSQL') expect(applied).toBe(1);
      for (const r of results)
        if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409, message: MOVE_MESSAGES.answeredElsewhere });
      expect(((await service().get(player, 'words', play.playId)).view as { guesses: unknown[] }).guesses).toHaveLength(applied);
    });

    it('a win is timed by the server and enters the leaderboard; one faster than a human counts but enters none', async () => {
      const player = await newUser('hidden-winner@example.com');
      await unsharedDeals('words');
      const slow = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
      const secret = await secretOf(slow.playId);
      await service().move(player, 'words', slow.playId, { guess: wrongWords(secret)[0]! });
      // Both clocks run from the first guess: 30 s since then.
      await humanPace(db.sql, slow.playId, 30, { lastMove: false });
      const won = await service().move(player, 'words', slow.playId, { guess: secret });
      expect(won).toMatchObject({ status: 'won', result: { ranks: { 'all:easy': 1 }, held: null, statistics: { played: 1, won: 1 } } });
      expect(won.result!.timeSeconds).toBeGreaterThanOrEqual(30);
      expect(won.result!.boardSeconds).toBeGreaterThanOrEqual(30);

      const fast = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
      const instant = await service().move(player, 'words', fast.playId, { guess: await secretOf(fast.playId) });
      expect(instant).toMatchObject({
        status: 'won',
        result: { ranks: {}, held: { reason: 'too-fast' }, statistics: { played: 2, won: 2 } },
      });
      const [best] = await db.sql.query<{ time_seconds: number }>(
        "select time_seconds from public.leaderboard_bests where user_id = $1 and game_slug = 'words'",
        [player.userId],
      );
      expect(best?.time_seconds).toBe(won.result!.timeSeconds);
    });

    it('enters a game ranked by score (rankByScore) with its score; a game ranked by time alone with none', async () => {
      const player = await newUser('hidden-ranked@example.com');
      const winInTwo = async (game: string) => {
        await unsharedDeals(game);
        const play = await service().issue(player, game, { mode: 'practice', level: 'easy' });
        const secret = await secretOf(play.playId);
        await service().move(player, game, play.playId, { guess: wrongWords(secret)[0]! });
        await humanPace(db.sql, play.playId, 30, { lastMove: false });
        return service().move(player, game, play.playId, { guess: secret });
      };
      expect(await winInTwo('ranked')).toMatchObject({ status: 'won', result: { ranks: { 'all:easy': 1 }, held: null } });
      expect(await winInTwo('words')).toMatchObject({ status: 'won', result: { held: null } });
      const rows = await db.sql.query<{ game_slug: string; score: number }>(
        "select game_slug, score from public.leaderboard_bests where user_id = $1 and game_slug in ('ranked', 'words') order by game_slug",
        [player.userId],
      );
      expect(rows.map((r) => [r.game_slug, Number(r.score)])).toEqual([
        ['ranked', 2],
        ['words', 0],
      ]);
    });

    it("makes each daily with the engine's newDaily, never repeating an earlier daily while unused ones remain", async () => {
      // Dailies made by earlier tests count as used too.
      const secrets = new Set(
        (await db.store.gamePlays.pastDailySecrets('words', 100)).map((text) => (JSON.parse(text) as { secret: string }).secret),
      );
      const earlier = secrets.size;
      for (let d = 1; d <= HIDDEN_WORDS.length - earlier; d++) {
        const day = `2031-05-${String(d).padStart(2, '0')}`;
        const at = () => new Date(`${day}T12:00:00Z`);
        expect(await service(at).daily('words')).toEqual({ game: 'words', day, level: 'easy', puzzle: `words:${HIDDEN_WORDS.length}` });
        const play = await service(at).issue({ key: `hidden-daily-${day}`, userId: null, address: `hidden-daily-${day}` }, 'words', {
          mode: 'daily',
        });
        secrets.add(await secretOf(play.playId));
      }
      expect(secrets.size).toBe(HIDDEN_WORDS.length);
    });

    it("stores a won game's score (scoreOf) and counts wins per score; losses and unscored games have none", async () => {
      const player: PlayCaller = { key: 'hidden-scores', userId: null, address: 'hidden-scores' };
      const winIn = async (tries: number) => {
        const play = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
        const secret = await secretOf(play.playId);
        for (const word of wrongWords(secret).slice(0, tries - 1)) await service().move(player, 'words', play.playId, { guess: word });
        return service().move(player, 'words', play.playId, { guess: secret });
      };
      await winIn(1);
      await winIn(3);
      const last = await winIn(3);
      expect(last.result?.statistics.distribution).toEqual({ '1': 1, '3': 2 });
      const lost = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
      for (const word of wrongWords(await secretOf(lost.playId)).slice(0, 3))
        await service().move(player, 'words', lost.playId, { guess: word });
      expect(await service().statistics(player, 'words')).toMatchObject({ played: 4, won: 3, distribution: { '1': 1, '3': 2 } });
      // Per level: plays, wins and the fewest tries of a win (the lost play counts as played).
      expect((await service().statistics(player, 'words')).byLevel).toEqual({ easy: { played: 4, won: 3, bestScore: 1 } });
      const [scores] = await db.sql.query<{ n: number }>(
        "select count(*)::int as n from public.game_results where player_key = 'hidden-scores' and score is null",
      );
      expect(scores?.n).toBe(1);
      // A game whose engine has no scoreOf keeps an empty distribution.
      expect((await service().statistics(player, 'digits')).distribution).toEqual({});
    });

    it('keeps each kind of game to its own calls', async () => {
      const player: PlayCaller = { key: 'hidden-4', userId: null, address: 'hidden-4' };
      const words = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
      expect(await refusal(service().finish(player, 'words', words.playId, { moves: [] }))).toEqual({
        status: 404,
        message: MESSAGES.notForThisGame,
      });
      expect(await refusal(service().hint(player, 'words', words.playId, []))).toEqual({ status: 404, message: MESSAGES.notForThisGame });
      const digits = await service().issue(player, 'digits', { mode: 'practice', level: 'easy' });
      expect(await refusal(service().move(player, 'digits', digits.playId, { cell: 0, digit: 1 }))).toEqual({
        status: 404,
        message: MESSAGES.movesOnly,
      });
    });
  });
});
