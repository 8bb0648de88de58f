import { describe, expect, it } from 'vitest';
import { MOVE_MESSAGES } from '@/lib/games/platform/hidden-state-moves';
import { createPlayService, MESSAGES, type PlayCaller } from '@/lib/games/platform/play-service';
import { createStatisticsService } from '@/lib/games/platform/statistics-service';
import { refusal } from '@/tests/support/refusal';
import { fileDatabase, playServiceOn } from '@/tests/support/play-database';
import { humanPace } from '@/tests/support/play-rows';
import { engine as wordGuesserEngine } from './engine';
import { NOT_A_WORD, type WordGuesserView } from './types';
import { ANSWERS } from './words';

/**
 * Word Guesser through the play service, as the routes answer it (each route returns the service's
 * answer as JSON): the answer is in no answer before the game ends, the server judges every guess,
 * and nothing but guesses ends a play.
 */
const db = fileDatabase();
const DAY = '2031-07-14';
const now = () => new Date(`${DAY}T09:30:00Z`);
const service = playServiceOn(db, { wordguesser: wordGuesserEngine }, { now });
const stats = () => createStatisticsService(db.store, now);
const game = 'wordguesser';

const answerOf = async (playId: string) =>
  (
    JSON.parse(
      (
        await db.sql.query<{ solution: string }>(
          'select gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
          [playId],
        )
      )[0]!.solution,
    ) as { answer: string }
  ).answer;
/** Six accepted words other than the answer. */
const wrongWords = (answer: string) => ANSWERS.filter((w) => w !== answer).slice(0, 6);
/** Whether a JSON answer gives the word away: as a value anywhere, or under an "answer" key. */
const revealed = (body: unknown, answer: string) =>
  JSON.stringify(body).includes(`"${answer}"`) || JSON.stringify(body).includes('"answer"');

describe('the Word Guesser play API', () => {
  it('answers no response with the answer before the end; the sixth wrong guess reveals it; a seventh is refused', async () => {
    const player: PlayCaller = { key: 'wg-loser', userId: null, address: 'wg-loser' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'standard' });
    const answer = await answerOf(issued.playId);
    expect(issued).toMatchObject({ puzzle: '5x6', status: 'playing', view: { guesses: [], hardMode: false } });
    const bodies: unknown[] = [
      issued,
      await service().get(player, game, issued.playId),
      await service().daily(game),
      await stats().forGame(player.key, game),
    ];
    const wrong = wrongWords(answer);
    for (const guess of wrong.slice(0, 5)) {
      const reply = await service().move(player, game, issued.playId, { guess });
      expect(reply.status).toBe('playing');
      bodies.push(reply, await service().get(player, game, issued.playId));
    }
    for (const body of bodies) expect(revealed(body, answer), JSON.stringify(body)).toBe(false);

    const last = await service().move(player, game, issued.playId, { guess: wrong[5] });
    expect(last).toMatchObject({ status: 'lost', reply: { answer }, result: { statistics: { played: 1, won: 0 } } });
    expect((await service().get(player, game, issued.playId)).view).toMatchObject({ answer });
    expect(await refusal(service().move(player, game, issued.playId, { guess: answer }))).toEqual({
      status: 409,
      message: MOVE_MESSAGES.playOver,
    });
  });

  it('refuses a non-word and a hard-mode breach with their reasons, using no guess', async () => {
    const player: PlayCaller = { key: 'wg-refused', userId: null, address: 'wg-refused' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'standard' });
    const answer = await answerOf(issued.playId);
    expect(await refusal(service().move(player, game, issued.playId, { guess: 'xqzvj' }))).toEqual({ status: 400, message: NOT_A_WORD });
    // A first guess sharing a letter with the answer reveals it; hard mode then requires it.
    const sharing = ANSWERS.find((w) => w !== answer && [...w].some((letter) => answer.includes(letter)))!;
    const first = await service().move(player, game, issued.playId, { guess: sharing, hardMode: true });
    const view = first.reply as WordGuesserView;
    expect(view.hardMode).toBe(true);
    const shown = [...sharing].filter((_, i) => view.guesses[0]!.score[i] !== 'absent');
    expect(shown.length).toBeGreaterThan(0);
    const breach = ANSWERS.find((w) => w !== answer && shown.some((letter) => !w.includes(letter)))!;
    expect(await refusal(service().move(player, game, issued.playId, { guess: breach }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/must/),
    });
    expect(((await service().get(player, game, issued.playId)).view as WordGuesserView).guesses).toHaveLength(1);
  });

  it('lets only guesses end a play: finish and hint are refused, and a forged move shape changes nothing', async () => {
    const player: PlayCaller = { key: 'wg-forger', userId: null, address: 'wg-forger' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'standard' });
    const answer = await answerOf(issued.playId);
    expect(await refusal(service().finish(player, game, issued.playId, { moves: [{ guess: answer }] }))).toEqual({
      status: 404,
      message: MESSAGES.notForThisGame,
    });
    expect(await refusal(service().hint(player, game, issued.playId, []))).toEqual({ status: 404, message: MESSAGES.notForThisGame });
    for (const move of [{ guess: answer, won: true }, { status: 'won' }, [answer], null]) {
      expect(await refusal(service().move(player, game, issued.playId, move))).toEqual({ status: 422, message: MOVE_MESSAGES.badMove });
    }
    expect(await service().get(player, game, issued.playId)).toMatchObject({ status: 'playing', view: { guesses: [] } });
  });

  it("gives everybody the day's word as the daily, one play per player on every device, scored in the distribution", async () => {
    const user = (await db.sql.query<{ id: string }>("insert into auth.users (email) values ('wg@example.com') returning id::text"))[0]!.id;
    const player: PlayCaller = { key: user, userId: user, address: user };
    const daily = await service().issue(player, game, { mode: 'daily' });
    const answer = await answerOf(daily.playId);
    expect(ANSWERS).toContain(answer);
    const other = await service().issue({ key: 'wg-other', userId: null, address: 'wg-other' }, game, { mode: 'daily' });
    expect(await answerOf(other.playId)).toBe(answer);
    // Another device of the same account asks again: the same play, guesses included.
    await service().move(player, game, daily.playId, { guess: wrongWords(answer)[0] });
    const again = await service().issue(player, game, { mode: 'daily' });
    expect(again.playId).toBe(daily.playId);
    expect((again.view as WordGuesserView).guesses).toHaveLength(1);

    await humanPace(db.sql, daily.playId, 40);
    const won = await service().move(player, game, daily.playId, { guess: answer.toUpperCase() });
    expect(won).toMatchObject({
      status: 'won',
      result: {
        ranks: { 'all:standard': 1, [`daily:${DAY}`]: 1 },
        statistics: { played: 1, won: 1, currentStreak: 1, distribution: { '2': 1 } },
      },
    });
    expect((await stats().forGame(player.key, game)).statistics.distribution).toEqual({ '2': 1 });
  });
  it('gives no word an earlier daily had while one remains: with one answer left, the next daily is it', async () => {
    const stored = await db.sql.query<{ solution: string }>(
      "select gp.solution from public.daily_puzzles d join public.game_puzzles gp on gp.id = d.puzzle_id where d.game_slug = 'wordguesser'",
    );
    const used = new Set(stored.map((row) => (JSON.parse(row.solution) as { answer: string }).answer));
    const unused = ANSWERS.filter((w) => !used.has(w));
    const left = unused.at(-1)!;
    // Every other answer was the daily of some earlier day.
    await db.sql.query(
      `with made as (
         insert into public.game_puzzles (game_slug, level, puzzle, solution)
         select 'wordguesser', 'standard', '5x6', json_build_object('answer', w, 'guesses', json_build_array(), 'hardMode', false)::text
         from unnest($1::text[]) as w returning id)
       insert into public.daily_puzzles (game_slug, day, puzzle_id)
       select 'wordguesser', date '2030-12-31' - (row_number() over (order by id))::int, id from made`,
      [unused.slice(0, -1)],
    );
    const later = createPlayService(
      db.store,
      { wordguesser: wordGuesserEngine },
      { now: () => new Date('2031-07-20T08:00:00Z'), schedule: () => {} },
    );
    const play = await later.issue({ key: 'wg-last-word', userId: null, address: 'wg-last-word' }, game, { mode: 'daily' });
    expect(await answerOf(play.playId)).toBe(left);
  });
});
