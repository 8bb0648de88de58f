import { describe, expect, it } from 'vitest';
import { engine as solitaireEngine } from '@/lib/games/solitaire/engine';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { TestDatabase } from '@/tests/support/play-database';
import { digitsEngine, solvingMoves } from '@/tests/support/digits-engine';
import { signedInCaller } from '@/tests/support/players';
import { refusal } from '@/tests/support/refusal';
import { dailyLevelFor, dailyLevelsOf, hasSeveralDailies } from './daily-levels';
import { createPlayService, MESSAGES, type PlayCaller } from './play-service';
import { solutionOf, startedAgo } from '@/tests/support/play-rows';

/**
 * A game with a daily per level (engine dailyLevels, Solitaire's Draw 1 and Draw 3), played with
 * the platform's test engine: 'pair' has a daily for both its levels, 'digits' one (its dailyLevel).
 */
const pairEngine = { ...digitsEngine, dailyLevels: ['easy', 'hard'] as const };
const engines = { digits: digitsEngine, pair: pairEngine };
const DAY = '2031-03-04';
const at =
  (iso = `${DAY}T10:00:00Z`) =>
  () =>
    new Date(iso);

const db = new TestDatabase();
const service = (now = at()) => createPlayService(db.store, engines, { now, schedule: () => {} });
const anonymous = (key: string): PlayCaller => ({ key, userId: null, address: key });
const count = async (table: string, where = 'true') =>
  Number((await db.sql.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`))[0]!.n);

describe('daily levels of an engine', () => {
  it("default to the dailyLevel alone; a level is a daily's only when listed", () => {
    expect(dailyLevelsOf(digitsEngine)).toEqual(['easy']);
    expect(hasSeveralDailies(digitsEngine)).toBe(false);
    expect(dailyLevelsOf(pairEngine)).toEqual(['easy', 'hard']);
    expect(dailyLevelFor(pairEngine, undefined)).toBe('easy');
    expect(dailyLevelFor(pairEngine, 'hard')).toBe('hard');
    expect(dailyLevelFor(digitsEngine, 'hard')).toBeNull();
  });

  it('gives Solitaire a daily for Draw 1 and for Draw 3, each one of its levels, Draw 1 the default', () => {
    expect(dailyLevelsOf(solitaireEngine)).toEqual(['draw-1', 'draw-3']);
    for (const level of dailyLevelsOf(solitaireEngine)) expect(solitaireEngine.levels.map((l) => l.id)).toContain(level);
    expect(dailyLevelFor(solitaireEngine, undefined)).toBe('draw-1');
  });
});

describe.each(BOTH_BACKENDS)('a daily per level on $backend', ({ open }) => {
  db.openAround(open);

  it('stores two dailies of one game on one day, each the same for everybody, the default level when none is named', async () => {
    const easy = await service().daily('pair');
    const hard = await service().daily('pair', 'hard');
    expect(easy).toMatchObject({ game: 'pair', day: DAY, level: 'easy' });
    expect(hard).toMatchObject({ game: 'pair', day: DAY, level: 'hard' });
    expect(hard.puzzle).not.toBe(easy.puzzle);
    expect((await service().daily('pair', 'easy')).puzzle).toBe(easy.puzzle);
    expect((await service().daily('pair', 'hard')).puzzle).toBe(hard.puzzle);
    expect(await count('daily_puzzles', `game_slug = 'pair' and day = '${DAY}'`)).toBe(2);
  });

  it('gives a player one play of each daily, resumed when asked again, apart from the other', async () => {
    const player = anonymous('two-dailies');
    const easy = await service().issue(player, 'pair', { mode: 'daily' });
    const hard = await service().issue(player, 'pair', { mode: 'daily', level: 'hard' });
    expect(easy).toMatchObject({ mode: 'daily', level: 'easy', day: DAY, puzzle: (await service().daily('pair')).puzzle });
    expect(hard).toMatchObject({ mode: 'daily', level: 'hard', day: DAY, puzzle: (await service().daily('pair', 'hard')).puzzle });
    expect(hard.playId).not.toBe(easy.playId);
    expect((await service().issue(player, 'pair', { mode: 'daily', level: 'easy' })).playId).toBe(easy.playId);
    expect((await service().issue(player, 'pair', { mode: 'daily', level: 'hard' })).playId).toBe(hard.playId);
    expect((await service().issue(player, 'pair', { mode: 'daily' })).playId).toBe(easy.playId);
    expect(await count('game_plays', "player_key = 'two-dailies'")).toBe(2);
  });

  it('refuses a level without a daily with 400 and a clear message, creating nothing', async () => {
    const before = { plays: await count('game_plays'), dailies: await count('daily_puzzles'), puzzles: await count('game_puzzles') };
    const refused = { status: 400, message: MESSAGES.noDailyLevel };
    expect(await refusal(service().issue(anonymous('no-such-daily'), 'pair', { mode: 'daily', level: 'expert' }))).toEqual(refused);
    expect(await refusal(service().issue(anonymous('no-such-daily'), 'digits', { mode: 'daily', level: 'hard' }))).toEqual(refused);
    expect(await refusal(service(at('2031-03-09T10:00:00Z')).daily('digits', 'hard'))).toEqual(refused);
    expect(await refusal(service(at('2031-03-09T10:00:00Z')).daily('pair', 'expert'))).toEqual(refused);
    expect({ plays: await count('game_plays'), dailies: await count('daily_puzzles'), puzzles: await count('game_puzzles') }).toEqual(
      before,
    );
  });

  it("records each daily's result, enters each level's own day board, and counts the day once in the streak", async () => {
    const player = await signedInCaller(db.sql, 'two-boards@example.com');
    const won: Record<string, number> = {};
    for (const level of ['easy', 'hard'] as const) {
      const play = await service().issue(player, 'pair', { mode: 'daily', level });
      await startedAgo(db.sql, play.playId, 40);
      const finished = await service().finish(player, 'pair', play.playId, {
        moves: solvingMoves(play.puzzle, await solutionOf(db.sql, play.playId)),
      });
      expect(Object.keys(finished.ranks).sort()).toEqual([`all:${level}`, `daily:${DAY}:${level}`]);
      won[level] = finished.statistics.won;
      expect(finished.statistics).toMatchObject({ currentStreak: 1, longestStreak: 1 });
    }
    expect(won).toEqual({ easy: 1, hard: 2 });
    expect(await count('game_results', `player_key = '${player.key}' and mode = 'daily' and day = '${DAY}'`)).toBe(2);
    const boards = await db.sql.query<{ board: string }>(
      "select board from public.leaderboard_bests where game_slug = 'pair' and user_id = $1 order by board",
      [player.userId],
    );
    expect(boards.map((b) => b.board)).toEqual(['all:easy', 'all:hard', `daily:${DAY}:easy`, `daily:${DAY}:hard`]);
    // The next day's win of either daily carries the streak on.
    const next = await service(at('2031-03-05T10:00:00Z')).issue(player, 'pair', { mode: 'daily', level: 'hard' });
    await startedAgo(db.sql, next.playId, 40);
    const finished = await service(at('2031-03-05T10:00:00Z')).finish(player, 'pair', next.playId, {
      moves: solvingMoves(next.puzzle, await solutionOf(db.sql, next.playId)),
    });
    expect(finished.statistics).toMatchObject({ currentStreak: 2, longestStreak: 2 });
  });

  it("keeps a one-daily game's day board as it was: daily:<day>, no level", async () => {
    const player = await signedInCaller(db.sql, 'one-board@example.com');
    const play = await service().issue(player, 'digits', { mode: 'daily' });
    expect(play.level).toBe('easy');
    await startedAgo(db.sql, play.playId, 40);
    const finished = await service().finish(player, 'digits', play.playId, {
      moves: solvingMoves(play.puzzle, await solutionOf(db.sql, play.playId)),
    });
    expect(Object.keys(finished.ranks).sort()).toEqual(['all:easy', `daily:${DAY}`]);
  });

  it("merges a visitor's two dailies into an account that had one of them: one of each, nothing counted twice", async () => {
    const account = await signedInCaller(db.sql, 'merge-two@example.com');
    const visitor = anonymous('merge-visitor');
    const mine = await service().issue(account, 'pair', { mode: 'daily', level: 'easy' });
    await service().issue(visitor, 'pair', { mode: 'daily', level: 'easy' });
    const visitorsHard = await service().issue(visitor, 'pair', { mode: 'daily', level: 'hard' });
    await db.store.gameResults.mergePlayer(visitor.key, account.key);
    const plays = await db.sql.query<{ id: string; level: string }>(
      "select id::text, level from public.game_plays where player_key = $1 and game_slug = 'pair' and mode = 'daily' order by level",
      [account.key],
    );
    expect(plays).toEqual([
      { id: mine.playId, level: 'easy' },
      { id: visitorsHard.playId, level: 'hard' },
    ]);
  });
});
