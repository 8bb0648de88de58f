'use client';

import { useRef, useState } from 'react';
import { roomBelowTop, useFitToScreen } from '@/components/games/shell/use-fit-to-screen';
import { boardSize, type BoardSize } from './board-fit';

const sameSize = (a: BoardSize, b: BoardSize) =>
  a.card.width === b.card.width && a.card.height === b.card.height && a.gap === b.gap && a.tableauHeight === b.tableauHeight;

/**
 * The card size that fits seven columns across the board's box and the two rows (with a deal's
 * fanned columns and room to grow) in the height left below its top; and the height the columns
 * may take before their face-up cards close up (board-fit.ts).
 */
export function useBoardSize(deps: readonly unknown[]) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<BoardSize>({ card: { width: 46, height: 64 }, gap: 4, tableauHeight: 360 });
  useFitToScreen(() => {
    const element = box.current;
    if (!element) return;
    const next = boardSize(element.clientWidth, Math.max(240, roomBelowTop(element, 12)));
    // The page's body resizes many times while it loads (fonts, the statistics, the how-to): an
    // unchanged size keeps the same object, so React skips re-rendering the 52 cards.
    setSize((prev) => (sameSize(prev, next) ? prev : next));
  }, deps);
  return { box, size };
}
