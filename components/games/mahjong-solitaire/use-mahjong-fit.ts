'use client';

import { useMemo, useState, type RefObject } from 'react';
import { roomBelowTop, useFitToScreen } from '@/components/games/shell/use-fit-to-screen';
import { layoutById, type LayoutId } from '@/lib/games/mahjong-solitaire/layouts';
import { extentOf, fitTileWidth } from './mahjong-client';

/** Tiles narrower than this are too small to tell apart or tap: the board pans instead. */
const MIN_TILE = 20;
const MAX_TILE = 64;

/**
 * Tiles as large as fit the width and the height left below the board's top (so the page need not
 * scroll); too big even at the smallest tile, the board keeps to the screen and pans inside its box
 * (`panHeight`, else null).
 */
export function useMahjongFit(boardBox: RefObject<HTMLDivElement | null>, layout: LayoutId | undefined, phase: string) {
  const [tileWidth, setTileWidth] = useState(40);
  const [panHeight, setPanHeight] = useState<number | null>(null);
  const extent = useMemo(() => (layout ? extentOf(layoutById(layout).positions) : null), [layout]);
  useFitToScreen(() => {
    const box = boardBox.current;
    if (!box || !extent) return;
    const room = roomBelowTop(box, 12);
    setTileWidth(fitTileWidth(extent, { width: box.clientWidth - 2, height: room }, MIN_TILE, MAX_TILE));
    setPanHeight(
      fitTileWidth(extent, { width: box.clientWidth - 2, height: room }, 0, MAX_TILE) < MIN_TILE ? Math.max(MIN_TILE * 8, room) : null,
    );
  }, [extent, phase]);
  return { tileWidth, panHeight };
}
