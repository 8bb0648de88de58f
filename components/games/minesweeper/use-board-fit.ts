'use client';

import { useEffect, useMemo, useRef, useState, type DependencyList } from 'react';
import { roomBelowTop, useFitToScreen } from '@/components/games/shell/use-fit-to-screen';
import type { BoardView } from '@/lib/games/minesweeper/format';
import { layoutOf, type Layout } from './minesweeper-client';

const MAX_CELL = 40;
/**
 * Below this a cell is too small to tap reliably. A board too tall at this size (Expert on a phone)
 * pans inside its box, the same board for everybody, rather than shrinking; one too wide (the
 * 16x16 daily on a phone) is drawn whole in a zoom frame (MinesweeperBoard).
 */
const MIN_CELL = 28;

/**
 * The board's screen layout (turned on its side on a portrait screen), its cell size and, when it
 * cannot fit at the smallest cell, the height of the box it pans in. `refit` lists what moves the board.
 */
export function useBoardFit(view: BoardView | null, refit: DependencyList) {
  const [portrait, setPortrait] = useState(false);
  const [cellSize, setCellSize] = useState(32);
  const [panHeight, setPanHeight] = useState<number | null>(null);
  const boardBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = window.matchMedia('(orientation: portrait)');
    const update = () => setPortrait(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const layout: Layout = useMemo(() => (view ? layoutOf(view, portrait) : { rows: 1, columns: 1, transposed: false }), [portrait, view]);

  // Cells as large as fit the width and the height left below the board's top (so the page need not scroll).
  useFitToScreen(
    () => {
      const box = boardBox.current;
      if (!box) return;
      const byWidth = Math.floor((box.clientWidth - 4) / layout.columns);
      const room = roomBelowTop(box, 12);
      const byHeight = Math.floor(room / layout.rows);
      setCellSize(Math.max(MIN_CELL, Math.min(MAX_CELL, byWidth, byHeight)));
      // Too tall at the smallest cell: the board's box keeps to the screen and the board pans in it.
      // Too wide is the board's own to handle (MinesweeperBoard: never wider than its box, zoomed on a phone).
      setPanHeight(byHeight < MIN_CELL ? Math.max(MIN_CELL * 6, room) : null);
    },
    [layout, ...refit],
    () => boardBox.current,
  );

  return { boardBox, layout, cellSize, panHeight };
}
