import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@/lib/games/catalogue';
import { bannerTurn } from './house-rotation';

const ids = CATALOGUE.map((g) => g.id);

describe('bannerTurn (the house banner: another game or Premium)', () => {
  it('never offers Premium where it cannot be bought', () => {
    for (const path of ['/', '/premium', '/privacy', ...ids.map((id) => `/${id}`)]) expect(bannerTurn(ids, path, false)).toBe('game');
  });

  it('where it can, game pages take turns between another game and Premium', () => {
    const turns = ids.map((id) => bannerTurn(ids, `/${id}`, true));
    expect(turns.filter((t) => t === 'premium').length).toBe(Math.ceil(ids.length / 2));
    expect(turns.filter((t) => t === 'game').length).toBe(Math.floor(ids.length / 2));
  });

  it('pages of no game offer Premium (the same on all of them, not-found included), but /premium itself offers a game', () => {
    for (const path of ['/', '/privacy', '/no-such-page', '/_not-found', '/sudoku-nope'])
      expect(bannerTurn(ids, path, true)).toBe('premium');
    expect(bannerTurn(ids, '/premium', true)).toBe('game');
  });
});
