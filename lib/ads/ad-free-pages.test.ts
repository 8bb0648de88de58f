import { describe, expect, it } from 'vitest';
import { AD_FREE_PAGES, isAdFreePage } from './ad-free-pages';

describe('ad-free pages', () => {
  it('lists every auth and account page, with or without a trailing slash', () => {
    for (const path of ['/login', '/signup', '/forgot-password', '/reset-password', '/delete-account', '/account', '/admin']) {
      expect(AD_FREE_PAGES).toContain(path);
      expect(isAdFreePage(path)).toBe(true);
      expect(isAdFreePage(`${path}/`)).toBe(true);
    }
    for (const path of ['/', '/2048', '/chess-puzzles', '/premium', '/privacy', '/login-help']) expect(isAdFreePage(path)).toBe(false);
  });
});
