import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@/lib/games/catalogue';
import { publicPaths, robotsRules, sitemapEntries } from './site-pages';

const SITE = 'https://puzzles.example';

describe('sitemap', () => {
  it('lists the home page, the 12 games by canonical route and the legal pages, each once', () => {
    const urls = sitemapEntries(SITE).map((e) => e.url);
    expect(urls[0]).toBe(`${SITE}/`);
    for (const game of CATALOGUE) expect(urls).toContain(`${SITE}/${game.id}`);
    for (const page of ['/privacy', '/terms', '/contact', '/data-deletion', '/delete-account']) expect(urls).toContain(`${SITE}${page}`);
    expect(urls).not.toContain(`${SITE}/mahjong`);
    expect(urls.some((u) => u.includes('/api/') || u.includes('/auth/') || u.includes('status'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    expect(publicPaths()).toHaveLength(1 + 12 + 6);
  });
});

describe('robots', () => {
  it('keeps crawlers out of the API and the auth callback and points to the sitemap', () => {
    expect(robotsRules(SITE)).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/auth/'] }],
      sitemap: `${SITE}/sitemap.xml`,
    });
  });
});
