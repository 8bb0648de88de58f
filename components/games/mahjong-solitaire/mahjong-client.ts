/**
 * The Mahjong view's pure helpers: reading the server's answer, where each tile is drawn, and which
 * tile the arrow keys go to. Imports the engine's browser-safe modules one by one (not the barrel,
 * which brings zod's move schema along).
 */
import { parseBoard, parsePuzzle } from '@/lib/games/mahjong-solitaire/format';
import { layoutById, type LayoutId, type Position } from '@/lib/games/mahjong-solitaire/layouts';
import type { Tiles } from '@/lib/games/mahjong-solitaire/rules';

/**
 * What the page shows of a play: the board and what the server says about it (engine's MahjongReply).
 * Before the tiles are dealt (`started` false) the server sends the layout only: no tile (`tiles` empty).
 */
export type MahjongView = {
  readonly layout: LayoutId;
  readonly started: boolean;
  readonly tiles: Tiles;
  readonly freePairs: number;
  readonly noMovesLeft: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly shuffles: number;
};

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A move's reply (or a resumed play's view) read back; null when it is not one. */
export function parseReply(value: unknown): MahjongView | null {
  if (typeof value !== 'object' || value === null) return null;
  const reply = value as Record<string, unknown>;
  if (typeof reply.board !== 'string' || typeof reply.started !== 'boolean') return null;
  const { freePairs, noMovesLeft, canUndo, canRedo, shuffles } = reply;
  if (
    !isCount(freePairs) ||
    !isCount(shuffles) ||
    typeof noMovesLeft !== 'boolean' ||
    typeof canUndo !== 'boolean' ||
    typeof canRedo !== 'boolean'
  )
    return null;
  if (!reply.started) {
    const puzzle = parsePuzzle(reply.board);
    return puzzle && { layout: puzzle.layout, started: false, tiles: [], freePairs, noMovesLeft, canUndo, canRedo, shuffles };
  }
  const board = parseBoard(reply.board);
  if (!board) return null;
  return { layout: board.layout, started: true, tiles: board.tiles, freePairs, noMovesLeft, canUndo, canRedo, shuffles };
}

/** The help a result had, in words: 'a hint', '2 hints and a shuffle', '3 shuffles'; '' for none. */
export function helpWords(hints: number, shuffles: number): string {
  const count = (n: number, one: string) => (n === 1 ? `a ${one}` : `${n} ${one}s`);
  return [...(hints > 0 ? [count(hints, 'hint')] : []), ...(shuffles > 0 ? [count(shuffles, 'shuffle')] : [])].join(' and ');
}

/** A tile face in the sprite's units (public/mahjong-tiles.svg, drawn by tile-faces.tsx). */
export const FACE_WIDTH = 60;
export const FACE_HEIGHT = 78;
export const TILE_SPRITE_PATH = '/mahjong-tiles.svg';
export const faceId = (code: string) => `mj-face-${code}`;

/** A tile face's height over its width (real tiles are about 3:4). */
export const TILE_RATIO = 1.3;
/** Each layer is drawn this much of a tile's width up and to the left; the same is the tile's visible thickness. */
export const DEPTH = 0.12;

/** A layout's extent in tile widths: columns (half-units / 2) and rows, layers. */
export type Extent = { readonly columns: number; readonly rows: number; readonly layers: number };

export function extentOf(positions: readonly Position[]): Extent {
  let maxX = 0;
  let maxY = 0;
  let maxZ = 0;
  for (const p of positions) {
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
    maxZ = Math.max(maxZ, p.z);
  }
  return { columns: (maxX + 2) / 2, rows: (maxY + 2) / 2, layers: maxZ + 1 };
}

/** The board's size in pixels for a tile width: the layers' offset and the thickness added. */
export function boardSize(extent: Extent, tileWidth: number): { width: number; height: number } {
  const depth = DEPTH * tileWidth;
  return {
    width: extent.columns * tileWidth + extent.layers * depth,
    height: extent.rows * tileWidth * TILE_RATIO + extent.layers * depth,
  };
}

/** The largest tile width that fits the box (never below `min`, never above `max`). */
export function fitTileWidth(extent: Extent, box: { width: number; height: number }, min: number, max: number): number {
  const byWidth = box.width / (extent.columns + extent.layers * DEPTH);
  const byHeight = box.height / (extent.rows * TILE_RATIO + extent.layers * DEPTH);
  return Math.max(min, Math.min(max, Math.floor(Math.min(byWidth, byHeight))));
}

/** Where a place's tile (its face's top-left corner) is drawn: higher layers up and to the left. */
export function tileOrigin(position: Position, extent: Extent, tileWidth: number): { left: number; top: number } {
  const depth = DEPTH * tileWidth;
  const lift = (extent.layers - 1 - position.z) * depth;
  return { left: (position.x / 2) * tileWidth + lift, top: (position.y / 2) * tileWidth * TILE_RATIO + lift };
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const ARROWS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
export const directionOfKey = (key: string): Direction | null => ARROWS[key] ?? null;

/**
 * The tile the arrow goes to from `from`, among `candidates` (the free tiles): the nearest whose
 * centre lies that way, a tile along the same line before one off it; null when none does. Centres
 * are in half-units, a higher layer's tile counted where it is drawn (half a unit up and left).
 */
export function nextInDirection(
  positions: readonly Position[],
  candidates: readonly number[],
  from: number,
  direction: Direction,
): number | null {
  const centre = (place: number) => {
    const p = positions[place]!;
    return { x: p.x + 1 - p.z * 0.25, y: (p.y + 1 - p.z * 0.25) * TILE_RATIO };
  };
  const here = centre(from);
  let best: number | null = null;
  let bestScore = Infinity;
  for (const place of candidates) {
    if (place === from) continue;
    const c = centre(place);
    const along =
      direction === 'right' ? c.x - here.x : direction === 'left' ? here.x - c.x : direction === 'down' ? c.y - here.y : here.y - c.y;
    const across = direction === 'left' || direction === 'right' ? Math.abs(c.y - here.y) : Math.abs(c.x - here.x);
    if (along <= 0.5) continue;
    const score = along + across * 2.5;
    if (score < bestScore) [best, bestScore] = [place, score];
  }
  return best;
}

/** The positions of a layout, by its id. */
export const positionsOf = (layout: LayoutId): readonly Position[] => layoutById(layout).positions;
