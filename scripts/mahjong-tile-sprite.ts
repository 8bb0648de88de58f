// Writes public/mahjong-tiles.svg, the Mahjong tile faces as one SVG sprite, from
// components/games/mahjong-solitaire/tile-faces.tsx. Run after changing a face:
// `npx tsx scripts/mahjong-tile-sprite.ts` (tile-sprite.test.ts fails while the file is stale).
import { writeFileSync } from 'node:fs';
import { TILE_SPRITE_FILE, tileSprite } from '../components/games/mahjong-solitaire/tile-sprite';

writeFileSync(TILE_SPRITE_FILE, tileSprite());
console.log(`wrote ${TILE_SPRITE_FILE}`);
