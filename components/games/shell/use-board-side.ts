'use client';

import { useState, type RefObject } from 'react';
import { roomBelowTop, useFitToScreen } from './use-fit-to-screen';

/** Air under the board (or under what sits below it: the controls, a word list). */
const MARGIN = 12;

/**
 * The largest board side that keeps the board, and `below` (controls, a word list) when it sits under
 * it, above the bottom of the screen with the page scrolled to the top, but never below `minSide` (so
 * cells stay large enough for a finger on a very short screen). What the shell shows above the board
 * varies (the practice level row, a hint), so the board's top is measured, before paint, and again
 * when the page's size or the window changes. null until measured: CSS gives the first guess.
 */
export function useBoardSide(box: RefObject<HTMLElement | null>, below: RefObject<HTMLElement | null>, minSide: number): number | null {
  const [side, setSide] = useState<number | null>(null);
  useFitToScreen(() => {
    const el = box.current;
    if (!el) return;
    const rect = el.getBoundingClientRect();
    const list = below.current?.getBoundingClientRect();
    // What sits under the board (phones) needs its height reserved; beside it (laptops) it does not.
    const reserve = list && list.top >= rect.bottom - 1 ? list.height + (list.top - rect.bottom) : 0;
    const next = Math.max(minSide, Math.floor(roomBelowTop(el, reserve + MARGIN)));
    setSide((before) => (before === next ? before : next));
  }, [box, below, minSide]);
  return side;
}
