import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { gameResultsStore } from './game-results';

const DAY = '2031-05-01';

describe.each(BOTH_BACKENDS)('merging an anonymous daily into an account on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, stop } = await open());
  });
  afterAll(() => stop());

  const daily = (game: string, playerKey: string, timeSeconds: number, score: number) =>
    gameResultsStore(sql).recordResult({
      gameSlug: game,
      playerKey,
      source: `${game}:${playerKey}`,
      mode: 'daily',
      level: 'daily',
      day: DAY,
      won: true,
      timeSeconds,
      assisted: false,
      score,
    });
  const kept = async (game: string, playerKey: string) =>
    sql.query<{ time_seconds: number; score: number }>(
      'select time_seconds, score from public.game_results where game_slug = $1 and player_key = $2',
      [game, playerKey],
    );

  it('keeps the fewer guesses in a game ranked by score, the faster win in one ranked by time', async () => {
    // The visitor: 3 guesses in 90 s, and a 90 s Solitaire win in 100 moves; the account: 5 guesses
    // in 60 s, and a 60 s win in 150 moves.
    await daily('wordguesser', 'anon-merge', 90, 3);
    await daily('wordguesser', 'account-merge', 60, 5);
    await daily('solitaire', 'anon-merge', 90, 100);
    await daily('solitaire', 'account-merge', 60, 150);

    await gameResultsStore(sql).mergePlayer('anon-merge', 'account-merge', ['wordguesser']);

    expect(await kept('wordguesser', 'account-merge')).toEqual([{ time_seconds: 90, score: 3 }]);
    expect(await kept('solitaire', 'account-merge')).toEqual([{ time_seconds: 60, score: 150 }]);
    expect(await sql.query('select 1 from public.game_results where player_key = $1', ['anon-merge'])).toEqual([]);
  });
});
