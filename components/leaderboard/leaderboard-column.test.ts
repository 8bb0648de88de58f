import { describe, expect, it } from 'vitest';
import { leaderboardCardGames } from '@/lib/games/catalogue';
import { showsLeaderboard } from './leaderboard-column';

const games = leaderboardCardGames();

describe('showsLeaderboard (the right column)', () => {
  it('is on home and on every game page of the catalogue, at its root and below', () => {
    expect(showsLeaderboard(games, '/')).toBe(true);
    for (const g of games) {
      expect(showsLeaderboard(games, `/${g.id}`)).toBe(true);
      expect(showsLeaderboard(games, `/${g.id}/statistics`)).toBe(true);
    }
  });

  it('is not on the account, sign-in, Premium, admin or policy pages', () => {
    for (const path of ['/signup', '/login', '/account', '/premium', '/admin', '/privacy', '/terms', '/contact', '/delete-account'])
      expect(showsLeaderboard(games, path)).toBe(false);
  });
});
