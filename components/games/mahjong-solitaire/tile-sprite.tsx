import { renderToStaticMarkup } from 'react-dom/server';
import { TILE_CODES } from '@/lib/games/mahjong-solitaire/tiles';
import { FACE_HEIGHT, FACE_WIDTH, faceId, faceOf } from './tile-faces';

/** The faces are a static sprite (served as TILE_SPRITE_PATH, cached), so the game's script carries no drawing. */
export const TILE_SPRITE_FILE = 'public/mahjong-tiles.svg';

/**
 * The sprite's text: one symbol per tile kind (tile-faces.tsx is the source). Written by
 * `npx tsx scripts/mahjong-tile-sprite.ts`; a test keeps the file equal to this.
 */
export function tileSprite(): string {
  const svg = (
    <svg xmlns="http://www.w3.org/2000/svg">
      <defs>
        {TILE_CODES.map((code) => (
          <symbol key={code} id={faceId(code)} viewBox={`0 0 ${FACE_WIDTH} ${FACE_HEIGHT}`}>
            {faceOf(code)}
          </symbol>
        ))}
      </defs>
    </svg>
  );
  return `${renderToStaticMarkup(svg)}\n`;
}
