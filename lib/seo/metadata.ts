import type { Metadata } from 'next';
import { getEnv } from '@/lib/env';
import { findGame, gameRoute, type CatalogueEntry, type GameId } from '@/lib/games/catalogue';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_OG_IMAGE,
  DEFAULT_TITLE,
  OG_IMAGE_SIZE,
  SITE_LOCALE,
  SITE_NAME,
  absoluteUrl,
  ogImagePath,
} from './site';

export type PageSeo = {
  /** The page's own title; " | Puzzle Games" is appended unless absoluteTitle. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** The canonical path of the page (no query), e.g. '/privacy'. */
  path: string;
  /** The Open Graph / Twitter image (a site path); the site's default image otherwise. */
  image?: { path: string; alt: string };
  /** Pages that make no sense in a search result (status lookups, password reset links). */
  noIndex?: boolean;
};

export const fullTitle = (title: string) => `${title} | ${SITE_NAME}`;

/**
 * A page's metadata: its title and description, the canonical URL on the configured origin, and the
 * matching Open Graph and Twitter card tags. All URLs are absolute on SITE_URL.
 */
export function pageMetadata(page: PageSeo, siteUrl: string = getEnv().siteUrl): Metadata {
  const title = page.absoluteTitle ? page.title : fullTitle(page.title);
  const url = absoluteUrl(siteUrl, page.path);
  const image = page.image ?? DEFAULT_OG_IMAGE;
  const imageUrl = absoluteUrl(siteUrl, image.path);
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: SITE_LOCALE,
      url,
      title,
      description: page.description,
      images: [{ url: imageUrl, width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height, alt: image.alt }],
    },
    twitter: { card: 'summary_large_image', title, description: page.description, images: [{ url: imageUrl, alt: image.alt }] },
    ...(page.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The root layout's defaults: metadataBase, the title template, and site-wide Open Graph / Twitter tags. */
export function siteMetadata(siteUrl: string = getEnv().siteUrl): Metadata {
  const imageUrl = absoluteUrl(siteUrl, DEFAULT_OG_IMAGE.path);
  return {
    metadataBase: new URL(siteUrl),
    title: { default: DEFAULT_TITLE, template: `%s | ${SITE_NAME}` },
    description: DEFAULT_DESCRIPTION,
    applicationName: SITE_NAME,
    // No title or description here: pages without their own tags inherit their page title instead.
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: SITE_LOCALE,
      images: [{ url: imageUrl, width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height, alt: DEFAULT_OG_IMAGE.alt }],
    },
    twitter: { card: 'summary_large_image' },
  };
}

/** The home page. */
export function homeMetadata(siteUrl: string = getEnv().siteUrl): Metadata {
  return pageMetadata(
    { title: DEFAULT_TITLE, absoluteTitle: true, description: DEFAULT_DESCRIPTION, path: '/', image: DEFAULT_OG_IMAGE },
    siteUrl,
  );
}

/** A game's description for search results, from its catalogue entry. */
export function gameDescription(game: CatalogueEntry): string {
  return `${game.name}: ${game.description}. Play free in your browser, no download or account needed.`;
}

export function gameTitle(game: CatalogueEntry): string {
  return `Play ${game.name} Online`;
}

/**
 * A game page's metadata from its catalogue entry, with the canonical route (/mahjong-solitaire, not
 * /mahjong). Each game uses its own generated image (app/<id>/opengraph-image.tsx).
 * A page may override the title or description with longer text of its own.
 */
export function gameMetadata(
  gameId: GameId,
  overrides: { title?: string; description?: string } = {},
  siteUrl: string = getEnv().siteUrl,
): Metadata {
  const game = findGame(gameId);
  if (!game) throw new Error(`gameMetadata: no game ${gameId} in the catalogue`);
  const path = gameRoute(game.id);
  return pageMetadata(
    {
      title: overrides.title ?? gameTitle(game),
      description: overrides.description ?? gameDescription(game),
      path,
      image: { path: ogImagePath(path), alt: `${game.name}: ${game.description}` },
    },
    siteUrl,
  );
}
