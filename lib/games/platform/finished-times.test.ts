import { describe, expect, it } from 'vitest';
import { isHiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { createSeededRandom } from '@/lib/games/toolbox/seeded-random';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { TestDatabase } from '@/tests/support/play-database';
import { dailyLevelsIn } from './daily-levels';
import { createPlayService, type PlayCaller } from './play-service';
import { generatorInThread, type GeneratedPuzzle } from './puzzle-generation';
import { createTodaysPuzzles } from './todays-puzzles';

/**
 * A finished play's times are frozen at its finish, for every registered game: the play view
 * (resume), the daily asked for again, Today's puzzles and the statistics say the same time after
 * the server's clock has moved on an hour as at the finish, and the view's clock is the result's time.
 */
const GAMES = Object.keys(PLATFORM_ENGINES).sort();
const SECONDS_PLAYED = 30;

// Each game's daily made once for both backends (some generators take a second or two).
const generator = generatorInThread(PLATFORM_ENGINES, () => createSeededRandom('frozen-times'));
const made = new Map<string, Promise<GeneratedPuzzle>>();
const once = (key: string, make: () => Promise<GeneratedPuzzle>) => {
  if (!made.has(key)) made.set(key, make());
  return made.get(key)!;
};

const db = new TestDatabase();
const service = () =>
  createPlayService(db.store, PLATFORM_ENGINES, {
    schedule: () => {},
    generate: (game, level) => once(`${game}/${level}`, () => generator.generate(game, level)),
    generateDaily: (game, past) => once(`${game}/daily`, () => generator.generateDaily(game, past)),
    timeFloorScale: 1,
  });
const todays = () => createTodaysPuzzles(db.store, { dailyLevels: dailyLevelsIn(PLATFORM_ENGINES) });

/** Everything the server answers about the player's daily of `game`, as the player would read it. */
async function answers(caller: PlayCaller, game: string, playId: string) {
  const view = await service().get(caller, game, playId);
  const again = await service().issue(caller, game, { mode: 'daily' });
  const today = (await todays().forPlayer(caller.key)).games.find((g) => g.game === game && (g.levelId ?? view.level) === view.level);
  const statistics = await service().statistics(caller, game);
  return {
    status: view.status,
    viewSeconds: view.elapsedSeconds,
    resultSeconds: view.result?.timeSeconds,
    againSeconds: again.playId === playId ? again.elapsedSeconds : null,
    todaySeconds: today?.timeSeconds,
    bestSeconds: statistics.bestSeconds[view.level],
  };
}

/** The server's clock moves on: every instant recorded for the play and its result is an hour further back. */
async function anHourLater(playId: string) {
  await db.sql.query(
    `update public.game_plays set started_at = started_at - interval '1 hour', finished_at = finished_at - interval '1 hour',
       first_move_at = first_move_at - interval '1 hour', last_move_at = last_move_at - interval '1 hour' where id = $1`,
    [playId],
  );
  await db.sql.query(`update public.game_results set finished_at = finished_at - interval '1 hour' where source = $1`, [`play:${playId}`]);
}

describe.each(BOTH_BACKENDS)('on $backend', ({ open }) => {
  db.openAround(open);

  it.each(GAMES)("a won daily of %s keeps its finish's time in every answer", async (game) => {
    const engine = PLATFORM_ENGINES[game]!;
    const caller: PlayCaller = { key: `frozen-${game}`, userId: null, address: `frozen-${game}` };
    const play = await service().issue(caller, game, { mode: 'daily' });
    // Half a minute in the player's hands (a hidden-state game's clock runs from its first move).
    await db.sql.query(
      `update public.game_plays set started_at = now() - make_interval(secs => $2),
         first_move_at = case when $3 then now() - make_interval(secs => $2) end where id = $1`,
      [play.playId, SECONDS_PLAYED, isHiddenStateEngine(engine)],
    );
    // The win as the referee records it (each game's own tests win through its moves).
    const finished = await db.store.gamePlays.finishPlay({
      id: play.playId,
      playerKey: caller.key,
      status: 'won',
      minSeconds: 0,
      assisted: false,
      userId: null,
      boards: [],
      plausibleSeconds: 0,
      ...(isHiddenStateEngine(engine) ? { hidden: { minMoveSeconds: 0, finalMove: { last: true }, finalReply: null } } : {}),
    });
    if (finished === null || 'tooFast' in finished) throw new Error(`the ${game} play did not finish`);
    expect(finished.timeSeconds).toBeGreaterThanOrEqual(SECONDS_PLAYED);
    expect(finished.timeSeconds).toBeLessThan(SECONDS_PLAYED + 5);

    const atFinish = await answers(caller, game, play.playId);
    expect(atFinish).toEqual({
      status: 'won',
      viewSeconds: finished.timeSeconds,
      resultSeconds: finished.timeSeconds,
      againSeconds: finished.timeSeconds,
      todaySeconds: finished.timeSeconds,
      bestSeconds: finished.timeSeconds,
    });
    await anHourLater(play.playId);
    expect(await answers(caller, game, play.playId)).toEqual(atFinish);
  });
});
