/**
 * The public text of a deal and of a board in play. Safe for the browser.
 *
 * The puzzle is the layout id, a colon, and the two-character code of the tile on each place of the
 * layout in place order (layer, then row, then column): `quick:d1we...` (48 codes for Quick, 144 for
 * the Turtle). A board in play is the same with `..` on each place whose tile has been taken.
 */
import { isLayoutId, layoutById, type LayoutId } from './layouts';
import type { Tiles } from './rules';
import { isDealableBag, isTileCode, type TileCode } from './tiles';

export const TAKEN = '..';

export function formatBoard(layout: LayoutId, tiles: Tiles): string {
  return `${layout}:${tiles.map((code) => code ?? TAKEN).join('')}`;
}

/**
 * A board text read back: a known layout, one code or `..` per place, and tiles that can be what is
 * left of a deal (no kind more often than the set has it, whole matching pairs); null otherwise.
 */
export function parseBoard(text: string): { layout: LayoutId; tiles: Tiles } | null {
  const colon = text.indexOf(':');
  const layout = text.slice(0, colon);
  if (colon < 0 || !isLayoutId(layout)) return null;
  const body = text.slice(colon + 1);
  const size = layoutById(layout).positions.length;
  if (body.length !== 2 * size) return null;
  const tiles: (TileCode | null)[] = [];
  for (let i = 0; i < body.length; i += 2) {
    const code = body.slice(i, i + 2);
    if (code !== TAKEN && !isTileCode(code)) return null;
    tiles.push(code === TAKEN ? null : code);
  }
  return isDealableBag(tiles.filter((code) => code !== null)) ? { layout, tiles } : null;
}

/** A deal's text read back: a board with every place still holding its tile. */
export function parsePuzzle(text: string): { layout: LayoutId; tiles: readonly TileCode[] } | null {
  const board = parseBoard(text);
  if (!board || board.tiles.some((code) => code === null)) return null;
  return { layout: board.layout, tiles: board.tiles as readonly TileCode[] };
}
