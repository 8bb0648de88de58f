import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TILE_CODES } from '@/lib/games/mahjong-solitaire/tiles';
import { faceId } from './tile-faces';
import { TILE_SPRITE_FILE, tileSprite } from './tile-sprite';

describe('the Mahjong tile sprite', () => {
  it('is the faces as drawn in tile-faces.tsx (run scripts/mahjong-tile-sprite.ts after changing one)', () => {
    expect(readFileSync(TILE_SPRITE_FILE, 'utf8')).toBe(tileSprite());
  });

  it('has one symbol for each of the 42 kinds, and draws no text a font could lack but digits and wind letters', () => {
    const sprite = tileSprite();
    expect(TILE_CODES).toHaveLength(42);
    for (const code of TILE_CODES) expect(sprite).toContain(`id="${faceId(code)}"`);
    const texts = [...sprite.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    for (const text of texts) expect(text).toMatch(/^[1-9NESW]$/);
  });
});
