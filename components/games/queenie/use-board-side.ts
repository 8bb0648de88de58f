'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';

/** The smallest board side offered, even on a very short screen (a 10x10 board keeps 25 px cells). */
const MIN_SIDE = 256;
/** Air under the board (or under the controls, when they sit below it). */
const MARGIN = 12;

/**
 * The largest board side that keeps the board, and the controls when they sit under it, above the
 * bottom of the screen with the page scrolled to the top. What the shell shows above the board
 * varies (the practice level row, a hint, a refused check), so a fixed calc() cannot know it: the
 * board's top is measured instead, before paint (no shift when the board appears), and again when
 * the page's size or the window changes. null until measured: CSS gives the first guess.
 */
export function useBoardSide(box: RefObject<HTMLElement | null>, controls: RefObject<HTMLElement | null>): number | null {
  const [side, setSide] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const el = box.current;
      if (!el) return;
      const rect = el.getBoundingClientRect();
      const below = controls.current?.getBoundingClientRect();
      // Controls under the board (phones) need their height reserved; beside it (laptops) they do not.
      const reserve = below && below.top >= rect.bottom - 1 ? below.height + (below.top - rect.bottom) : 0;
      const next = Math.max(MIN_SIDE, Math.floor(window.innerHeight - (rect.top + window.scrollY) - reserve - MARGIN));
      setSide((before) => (before === next ? before : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [box, controls]);
  return side;
}
