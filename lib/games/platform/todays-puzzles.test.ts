import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import type { GameId } from '@/lib/games/catalogue';
import { freshPglite } from '@/tests/support/databases';
import { createTodaysPuzzles, todaysDailies, type TodaysPuzzles } from './todays-puzzles';
import { DAILY_GAMES, findGame, type CatalogueEntry } from '@/lib/games/catalogue';

const TODAY = '2026-11-23';
const YESTERDAY = '2026-11-22';
const DAILY_LEVELS: Partial<Record<GameId, string>> = {
  sudoku: 'medium',
  queenie: 'medium',
  minesweeper: 'intermediate',
  takuzu: '8-medium',
  wordsearch: 'medium',
  wordguesser: 'standard',
};

let sql: SqlExecutor;
let store: Store;
const service = () =>
  createTodaysPuzzles(store, {
    now: () => new Date(`${TODAY}T12:00:00Z`),
    dailyLevels: (game) => (DAILY_LEVELS[game] === undefined ? undefined : [DAILY_LEVELS[game]]),
  });
const byGame = (answer: TodaysPuzzles) => Object.fromEntries(answer.games.map((g) => [g.game, g]));

/** The player's daily play of a game on a day (the day's puzzle made first), as the play service issues it. */
async function dailyPlay(game: GameId, playerKey: string, day = TODAY, level = DAILY_LEVELS[game]!) {
  const puzzle = await store.gamePlays.createDaily(game, day, { level, puzzle: `${game} ${day} ${level}`, solution: 'secret' });
  return store.gamePlays.createPlay({ gameSlug: game, playerKey, mode: 'daily', level: puzzle.level, day, puzzleId: puzzle.id });
}

/** Ends a play as the referee does, its clock at `seconds` (started that long ago, no pause). */
async function finish(playId: string, playerKey: string, status: 'won' | 'lost', seconds: number, assisted = false) {
  await sql.query('update public.game_plays set started_at = now() - make_interval(secs => $2) where id = $1', [playId, seconds]);
  const done = await store.gamePlays.finishPlay({
    id: playId,
    playerKey,
    status,
    minSeconds: 0,
    assisted,
    userId: null,
    boards: [],
    plausibleSeconds: 0,
  });
  expect(done).not.toBeNull();
}

describe("today's puzzles", () => {
  beforeAll(async () => {
    sql = await freshPglite();
    store = createStore(sql);
  });
  afterAll(() => sql.close());

  it('lists every daily game as not started, with no streak, for a caller with no key (a first visit)', async () => {
    const answer = await service().forPlayer(null);
    expect(answer.day).toBe(TODAY);
    // Every playable daily game, in the catalogue's order.
    expect(answer.games.map((g) => g.game)).toEqual(DAILY_GAMES.map((g) => g.id));
    expect(answer.games.map((g) => g.game)).toEqual(
      expect.arrayContaining(['minesweeper', 'wordsearch', 'queenie', 'sudoku', 'takuzu', 'wordguesser']),
    );
    for (const g of answer.games) expect(g).toMatchObject({ status: 'not-started', timeSeconds: null, currentStreak: 0 });
    expect(byGame(answer).sudoku).toMatchObject({ name: 'Sudoku', level: 'Medium', levelId: null });
    expect(byGame(answer).minesweeper?.level).toBe('Intermediate');
  });

  it("tells solved (with the player's time), lost, in progress and not started apart, with each game's streak", async () => {
    const player = 'anon-today';
    // Yesterday's Sudoku and Queenie dailies were solved: a streak of one, two once today's is solved.
    for (const game of ['sudoku', 'queenie'] as const) {
      const play = await dailyPlay(game, player, YESTERDAY);
      await finish(play.id, player, 'won', 200);
    }
    const sudoku = await dailyPlay('sudoku', player);
    await finish(sudoku.id, player, 'won', 95);
    const minesweeper = await dailyPlay('minesweeper', player);
    await finish(minesweeper.id, player, 'lost', 30);
    await dailyPlay('takuzu', player);
    const wordsearch = await dailyPlay('wordsearch', player);
    await finish(wordsearch.id, player, 'won', 61, true);

    const games = byGame(await service().forPlayer(player));
    expect(games.sudoku).toMatchObject({ status: 'solved', level: 'Medium', currentStreak: 2, assisted: false });
    // The recorded time is the play's clock (rounded up to whole seconds by the referee).
    expect(games.sudoku?.timeSeconds).toBeGreaterThanOrEqual(95);
    expect(games.sudoku?.timeSeconds).toBeLessThan(100);
    expect(games.minesweeper).toMatchObject({ status: 'lost', timeSeconds: null, currentStreak: 0 });
    expect(games.takuzu).toMatchObject({ status: 'in-progress', timeSeconds: null, currentStreak: 0 });
    expect(games.wordsearch).toMatchObject({ status: 'solved', assisted: true, currentStreak: 1 });
    // Queenie: not played today, but yesterday's win keeps the streak alive until today ends.
    expect(games.queenie).toMatchObject({ status: 'not-started', level: 'Medium', currentStreak: 1 });
    expect(games.wordguesser).toMatchObject({ status: 'not-started', currentStreak: 0 });
  });

  it("counts a daily by the day it was issued: yesterday's finished today is not today's", async () => {
    const player = 'anon-late';
    const play = await dailyPlay('takuzu', player, YESTERDAY);
    await finish(play.id, player, 'won', 500);
    const takuzu = byGame(await service().forPlayer(player)).takuzu;
    expect(takuzu).toMatchObject({ status: 'not-started', currentStreak: 1 });
  });

  it("shows only the caller's own plays, never another player's", async () => {
    const games = byGame(await service().forPlayer('anon-someone-else'));
    for (const game of Object.values(games)) expect(game).toMatchObject({ status: 'not-started', currentStreak: 0 });
  });

  it('reads without writing: no puzzle or play is created for a caller who has not played', async () => {
    const count = async () =>
      Number(
        (
          await sql.query<{ n: number }>(
            'select (select count(*) from public.game_plays) + (select count(*) from public.daily_puzzles) as n',
          )
        )[0]!.n,
      );
    const before = await count();
    await service().forPlayer('anon-new');
    await service().forPlayer(null);
    expect(await count()).toBe(before);
  });

  describe('a game with a daily per level', () => {
    // Sudoku stands in for a game whose engine lists two dailyLevels (Solitaire: Draw 1 and Draw 3).
    const games = [findGame('sudoku'), findGame('queenie')].filter((g): g is CatalogueEntry => g !== undefined);
    const dailyLevels = (game: GameId) => (game === 'sudoku' ? ['medium', 'hard'] : [DAILY_LEVELS[game]!]);
    const twoDailies = () => createTodaysPuzzles(store, { now: () => new Date(`${TODAY}T12:00:00Z`), games, dailyLevels });

    it("lists one entry per daily, each labelled with its level's catalogue label; one-daily games as before", () => {
      expect(todaysDailies(games, dailyLevels).map((d) => [d.game.id, d.levelId, d.label])).toEqual([
        ['sudoku', 'medium', 'Medium'],
        ['sudoku', 'hard', 'Hard'],
        ['queenie', null, 'Medium'],
      ]);
    });

    it("tells each daily's status apart, with the game's one streak (a day counts when any of its dailies was won)", async () => {
      const player = 'anon-two-dailies';
      const yesterday = await dailyPlay('sudoku', player, YESTERDAY, 'hard');
      await finish(yesterday.id, player, 'won', 120);
      const medium = await dailyPlay('sudoku', player, TODAY, 'medium');
      await finish(medium.id, player, 'won', 80);
      await dailyPlay('sudoku', player, TODAY, 'hard');
      const answer = await twoDailies().forPlayer(player);
      expect(answer.games.map((g) => [g.game, g.levelId, g.level, g.status, g.currentStreak])).toEqual([
        ['sudoku', 'medium', 'Medium', 'solved', 2],
        ['sudoku', 'hard', 'Hard', 'in-progress', 2],
        ['queenie', null, 'Medium', 'not-started', 0],
      ]);
      const fresh = await twoDailies().forPlayer(null);
      expect(fresh.games.map((g) => [g.levelId, g.level, g.status])).toEqual([
        ['medium', 'Medium', 'not-started'],
        ['hard', 'Hard', 'not-started'],
        [null, 'Medium', 'not-started'],
      ]);
    });
  });
});
