import { describe, expect, it } from 'vitest';
import type { Store } from '@/lib/db/store';
import { readLeaderboard, scoreLabelOf } from './leaderboard-service';

const entries = [
  { rank: 1, name: 'Quick Fox', timeSeconds: 80, score: 3 },
  { rank: 2, name: 'Slow Owl', timeSeconds: 20, score: 4 },
];
// A store that answers what it was asked for: the score only with withScore.
const store = {
  leaderboard: {
    topEntries: async (_game: string, _board: string, _limit: number, options: { withScore?: boolean } = {}) =>
      entries.map(({ score, ...e }) => (options.withScore ? { ...e, score } : e)),
  },
} as unknown as Store;

describe('a game that ranks by score first', () => {
  it('is declared by its engine (Word Guesser: guesses), not by the leaderboard code', () => {
    expect(scoreLabelOf('wordguesser')).toBe('Guesses');
    for (const game of ['sudoku', 'takuzu', 'queenie', 'minesweeper', 'wordsearch', '2048', 'no-such-game'])
      expect(scoreLabelOf(game)).toBeNull();
  });

  it('has its score column in the answer; a game ranked by time alone has none', async () => {
    const guesses = await readLeaderboard(store, 'wordguesser', 'all:standard');
    expect(guesses).toMatchObject({ scoreLabel: 'Guesses', entries });
    const times = await readLeaderboard(store, 'sudoku', 'all:easy');
    expect(times.scoreLabel).toBeNull();
    expect(times.entries).toEqual(entries.map(({ score: _score, ...e }) => e));
  });
});
