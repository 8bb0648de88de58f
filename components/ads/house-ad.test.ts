import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@/lib/games/catalogue';
import { anotherGame, type HouseGame } from './house-ad';

const games: HouseGame[] = CATALOGUE.map((g) => ({
  id: g.id,
  name: g.name,
  tagline: g.tagline,
  href: `/${g.id}`,
}));

describe('anotherGame (the house banner)', () => {
  it('never offers the game of the page it is on, and offers a game of the list', () => {
    for (const g of games) {
      const other = anotherGame(games, `/${g.id}`);
      expect(other?.id).not.toBe(g.id);
      expect(games).toContain(other);
    }
  });

  it('is the same on every render of a page (server and browser agree)', () => {
    for (const path of ['/', '/premium', '/sudoku', '/privacy']) expect(anotherGame(games, path)).toBe(anotherGame(games, path));
  });

  it('offers the same game on every page of no game: the prerendered not-found page is rendered under another path', () => {
    expect(anotherGame(games, '/no-such-page')).toBe(anotherGame(games, '/_not-found'));
    expect(anotherGame(games, '/privacy')).toBe(games[0]);
  });

  it('varies between games: not one game offered everywhere', () => {
    expect(new Set(games.map((g) => anotherGame(games, `/${g.id}`)?.id)).size).toBeGreaterThan(1);
  });

  it('offers nothing when the only game is the page’s own', () => {
    expect(anotherGame(games.slice(0, 1), `/${games[0]?.id}`)).toBeNull();
  });
});
