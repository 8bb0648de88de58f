'use client';

import { useRef, useState } from 'react';
import { roomBelowTop, useFitToScreen } from '@/components/games/shell/use-fit-to-screen';
import type { CardSize } from './playing-card';

/** Cards are about 5:7, as real ones. */
const RATIO = 1.4;
const MAX_WIDTH = 96;
const MIN_WIDTH = 36;

export type BoardSize = { card: CardSize; gap: number; tableauHeight: number };

/**
 * The card size that fits seven columns across the board's box and the two rows (with a deal's
 * fanned columns) in the height left below its top, so the page need not scroll; and the height
 * the columns may take before their face-up cards close up.
 */
export function useBoardSize(deps: readonly unknown[]) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<BoardSize>({ card: { width: 46, height: 64 }, gap: 4, tableauHeight: 360 });
  useFitToScreen(() => {
    const element = box.current;
    if (!element) return;
    const width = element.clientWidth;
    const gap = width < 500 ? 4 : 8;
    const room = Math.max(240, roomBelowTop(element, 12));
    const byWidth = Math.floor((width - 6 * gap) / 7);
    // Two rows and a dealt column of seven with room to grow: about 4.2 card heights.
    const byHeight = Math.floor(room / (4.2 * RATIO));
    const cardWidth = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, byWidth, byHeight));
    const card = { width: cardWidth, height: Math.round(cardWidth * RATIO) };
    setSize({ card, gap, tableauHeight: Math.max(card.height * 2, room - card.height - 2 * gap) });
  }, deps);
  return { box, size };
}
