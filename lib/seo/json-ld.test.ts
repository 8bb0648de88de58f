import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@/lib/games/catalogue';
import { catalogueJsonLd, serializeJsonLd } from './json-ld';

const SITE = 'https://puzzles.example';

describe('catalogueJsonLd', () => {
  it('is a schema.org ItemList of the 12 games in the grid order', () => {
    const ld = catalogueJsonLd(SITE) as {
      '@context': string;
      '@type': string;
      numberOfItems: number;
      itemListElement: { '@type': string; position: number; item: Record<string, unknown> }[];
    };
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('ItemList');
    expect(ld.numberOfItems).toBe(12);
    expect(ld.itemListElement.map((e) => e.item.name)).toEqual(CATALOGUE.map((g) => g.name));
    expect(ld.itemListElement.map((e) => e.position)).toEqual(CATALOGUE.map((_, i) => i + 1));
    for (const [i, game] of CATALOGUE.entries()) {
      const element = ld.itemListElement[i]!;
      expect(element['@type']).toBe('ListItem');
      expect(element.item).toMatchObject({
        '@type': 'VideoGame',
        url: `${SITE}/${game.id}`,
        description: game.description,
      });
    }
  });

  it('describes every game as a free browser video game', () => {
    const ld = catalogueJsonLd(SITE) as { itemListElement: { item: Record<string, unknown> }[] };
    const items = ld.itemListElement.map((e) => e.item);
    expect(items.map((g) => g.name)).toEqual(CATALOGUE.map((g) => g.name));
    for (const [i, game] of items.entries()) {
      expect(game).toMatchObject({ gamePlatform: 'Web browser', isAccessibleForFree: true, offers: { '@type': 'Offer', price: 0 } });
      expect(String(game.image)).toBe(`${SITE}/${CATALOGUE[i]!.id}/opengraph-image`);
    }
  });
});

describe('serializeJsonLd', () => {
  it('escapes what could end the script element and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b <!-- c -->', line: 'x\u2028y' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
    expect(JSON.parse(serializeJsonLd(catalogueJsonLd(SITE)))).toEqual(catalogueJsonLd(SITE));
  });
});
