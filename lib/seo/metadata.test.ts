import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@/lib/games/catalogue';
import { gameMetadata, homeMetadata, pageMetadata, siteMetadata } from './metadata';

const SITE = 'https://puzzles.example';

describe('pageMetadata', () => {
  it('gives the canonical URL, Open Graph and Twitter tags on the configured origin', () => {
    const m = pageMetadata({ title: 'Privacy Policy', description: 'What we store.', path: '/privacy' }, SITE);
    expect(m.title).toBe('Privacy Policy');
    expect(m.description).toBe('What we store.');
    expect(m.alternates).toEqual({ canonical: `${SITE}/privacy` });
    expect(m.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Puzzle Games',
      locale: 'en_US',
      url: `${SITE}/privacy`,
      title: 'Privacy Policy | Puzzle Games',
      description: 'What we store.',
      images: [{ url: `${SITE}/opengraph-image`, width: 1200, height: 630 }],
    });
    expect(m.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Privacy Policy | Puzzle Games',
      description: 'What we store.',
      images: [{ url: `${SITE}/opengraph-image` }],
    });
    expect(m.robots).toBeUndefined();
  });

  it('marks noindex pages and keeps an absolute title as it is', () => {
    expect(pageMetadata({ title: 'Reset', description: 'd', path: '/reset-password', noIndex: true }, SITE).robots).toEqual({
      index: false,
      follow: true,
    });
    const home = homeMetadata(SITE);
    expect(home.title).toEqual({ absolute: 'Puzzle Games: free browser puzzle games' });
    expect(home.alternates?.canonical).toBe(`${SITE}/`);
    expect(home.openGraph).toMatchObject({ title: 'Puzzle Games: free browser puzzle games', url: `${SITE}/` });
  });

  it('tolerates a trailing slash on the origin', () => {
    expect(pageMetadata({ title: 't', description: 'd', path: '/terms' }, `${SITE}/`).alternates?.canonical).toBe(`${SITE}/terms`);
  });
});

describe('gameMetadata', () => {
  it('takes every game page from its catalogue entry, on its canonical route', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const game of CATALOGUE) {
      const m = gameMetadata(game.id, {}, SITE);
      expect(m.alternates?.canonical).toBe(`${SITE}/${game.id}`);
      expect(m.description).toContain(game.description);
      expect(String(m.title)).toContain(game.name);
      titles.add(String(m.title));
      descriptions.add(String(m.description));
    }
    expect(titles.size).toBe(12);
    expect(descriptions.size).toBe(12);
    expect(gameMetadata('mahjong-solitaire', {}, SITE).alternates?.canonical).toBe(`${SITE}/mahjong-solitaire`);
  });

  it("uses each game's generated image", () => {
    expect(gameMetadata('chess-puzzles', {}, SITE).twitter).toMatchObject({ images: [{ url: `${SITE}/chess-puzzles/opengraph-image` }] });
    for (const { id } of CATALOGUE) {
      expect(gameMetadata(id, {}, SITE).openGraph).toMatchObject({ images: [{ url: `${SITE}/${id}/opengraph-image` }] });
    }
  });

  it('lets a page give longer text of its own', () => {
    const m = gameMetadata('2048', { description: '2048: slide and merge.' }, SITE);
    expect(m.description).toBe('2048: slide and merge.');
    expect(m.openGraph).toMatchObject({ description: '2048: slide and merge.' });
  });
});

describe('siteMetadata', () => {
  it('sets metadataBase, the title template and site-wide card defaults, but no canonical', () => {
    const m = siteMetadata(SITE);
    expect(m.metadataBase?.toString()).toBe(`${SITE}/`);
    expect(m.title).toEqual({ default: 'Puzzle Games: free browser puzzle games', template: '%s | Puzzle Games' });
    expect(m.alternates).toBeUndefined();
    expect(m.openGraph).toMatchObject({ siteName: 'Puzzle Games', type: 'website' });
    expect(m.openGraph).not.toHaveProperty('url');
    expect(m.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});
