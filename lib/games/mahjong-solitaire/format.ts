/**
 * The public texts of a game. Safe for the browser.
 *
 * The puzzle (what a new game and the daily show before the tiles are dealt) is the layout only: its
 * id, a colon and its number of places, `quick:48`, `turtle:144`; no face, so nothing of the deal can
 * be studied before the clock starts. A board (a move's reply once dealt) is the layout id, a colon,
 * and the two-character code of the tile on each place of the layout in place order (layer, then
 * row, then column): `quick:d1we...` (48 codes for Quick, 144 for the Turtle), with `..` on each
 * place whose tile has been taken. The deal is the board before any is taken (server only).
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

/** A game's public puzzle: the layout and its number of places, `turtle:144`. */
export function formatPuzzle(layout: LayoutId): string {
  return `${layout}:${layoutById(layout).positions.length}`;
}

/** A public puzzle read back (its layout), or null. */
export function parsePuzzle(text: string): { layout: LayoutId } | null {
  const [layout, count, ...rest] = text.split(':');
  if (rest.length > 0 || layout === undefined || !isLayoutId(layout)) return null;
  return count === String(layoutById(layout).positions.length) ? { layout } : null;
}

/** A deal's text read back: a board with every place still holding its tile. */
export function parseDeal(text: string): { layout: LayoutId; tiles: readonly TileCode[] } | null {
  const board = parseBoard(text);
  if (!board || board.tiles.some((code) => code === null)) return null;
  return { layout: board.layout, tiles: board.tiles as readonly TileCode[] };
}
