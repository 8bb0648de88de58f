import { CATALOGUE, gameRoute, type CatalogueEntry } from '@/lib/games/catalogue';
import { SITE_NAME, absoluteUrl, ogImagePath } from './site';

type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | JsonLd;

function gameItem(siteUrl: string, game: CatalogueEntry): JsonLd {
  const url = absoluteUrl(siteUrl, gameRoute(game.id));
  return {
    '@type': 'VideoGame',
    name: game.name,
    description: game.description,
    url,
    image: absoluteUrl(siteUrl, ogImagePath(gameRoute(game.id))),
    genre: 'Puzzle',
    gamePlatform: 'Web browser',
    applicationCategory: 'Game',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    inLanguage: 'en',
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  };
}

/** The home page's JSON-LD: a schema.org ItemList of the catalogue, in the grid's order. */
export function catalogueJsonLd(siteUrl: string, games: readonly CatalogueEntry[] = CATALOGUE): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${SITE_NAME}: the games`,
    url: absoluteUrl(siteUrl, '/'),
    numberOfItems: games.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: games.map((game, index) => ({ '@type': 'ListItem', position: index + 1, item: gameItem(siteUrl, game) })),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&` are escaped (\u003c etc.),
 * so no text can close the script element or open a comment, and the result still parses as the same JSON.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
