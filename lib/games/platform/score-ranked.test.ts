import { describe, expect, it } from 'vitest';
import { scoreRankedGames } from './score-ranked';

describe('scoreRankedGames', () => {
  it('names the engines that rank by a score they compute, and no other', () => {
    const scoreOf = () => 1;
    const engines = {
      words: { scoreOf, rankByScore: { label: 'Guesses' } },
      cards: { scoreOf },
      grid: {},
      odd: { rankByScore: { label: 'No score' } },
    };
    expect(scoreRankedGames(engines)).toEqual(['words']);
  });
});
