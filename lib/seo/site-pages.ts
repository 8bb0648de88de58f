import type { MetadataRoute } from 'next';
import { CATALOGUE, gameRoute } from '@/lib/games/catalogue';
import { absoluteUrl } from './site';

/** The public pages besides the games: information and legal pages. */
export const INFO_PAGES = ['/premium', '/privacy', '/terms', '/contact', '/data-deletion', '/delete-account'] as const;

/** Every public page, by canonical path: the home page, the 12 games, then the information pages. */
export function publicPaths(): string[] {
  return ['/', ...CATALOGUE.map((g) => gameRoute(g.id)), ...INFO_PAGES];
}

export function sitemapEntries(siteUrl: string): MetadataRoute.Sitemap {
  const games = new Set(CATALOGUE.map((g) => gameRoute(g.id)));
  return publicPaths().map((path) => ({
    url: absoluteUrl(siteUrl, path),
    changeFrequency: path === '/' || games.has(path) ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : games.has(path) ? 0.9 : 0.3,
  }));
}

/** Crawlers may read every page but the API and the sign-in callback. */
export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/auth/'] }],
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
  };
}
