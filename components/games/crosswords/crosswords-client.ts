'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { roomBelowTop, useFitToScreen } from '@/components/games/shell/use-fit-to-screen';
import type { KeyAction } from '@/components/games/shell/letter-keyboard';

const MIN_CELL = 26;
const MAX_CELL = 64;

/** The help in the results' words: 'checks and reveals', 'a check'; resumed plays know only that there was some. */
export function helpWords(used: { checks: number; reveals: number }): string {
  const parts = [
    ...(used.checks > 0 ? [used.checks === 1 ? 'a check' : `${used.checks} checks`] : []),
    ...(used.reveals > 0 ? [used.reveals === 1 ? 'a reveal' : `${used.reveals} reveals`] : []),
  ];
  return parts.length > 0 ? parts.join(' and ') : 'checks or reveals';
}

/**
 * Whether the page shows its own keyboard: on touch screens and narrow windows, so the system
 * keyboard (which no text field opens here) never covers the grid.
 */
export function useTouchKeyboard(): boolean {
  const [touch, setTouch] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(pointer: coarse), (max-width: 639px)');
    const update = () => setTouch(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return touch;
}

/**
 * Squares as large as fit the width and the screen's height below the grid's top, less the page's
 * keyboard under it: the grid, the clue bar and the keys are all on screen without scrolling.
 */
export function useBoardFit(
  box: RefObject<HTMLElement | null>,
  keyboard: RefObject<HTMLElement | null>,
  shape: { width: number; height: number } | null,
  withKeyboard: boolean,
): number {
  const [size, setSize] = useState(40);
  useFitToScreen(() => {
    const element = box.current;
    if (!element || !shape) return;
    // The keys are three rows of 44 px with their gaps, also before they are drawn.
    const keys = withKeyboard ? Math.max(keyboard.current?.offsetHeight ?? 0, 3 * 44 + 2 * 6) + 8 : 0;
    const room = roomBelowTop(element, keys + 12);
    // Beside the clue lists (a wide container, @2xl: 42rem) the grid takes at most 60 % of the width.
    const area = element.closest('[data-testid="crosswords-area"]')?.clientWidth ?? element.clientWidth;
    const wide = area >= 672 ? area * 0.6 : area;
    const cell = Math.floor(Math.min((wide - 4) / shape.width, room / shape.height));
    setSize(Math.max(MIN_CELL, Math.min(MAX_CELL, cell)));
  }, [box, keyboard, shape, withKeyboard]);
  return size;
}

const inField = (target: EventTarget | null) =>
  Boolean((target as HTMLElement | null)?.closest?.('input, textarea, select, [contenteditable="true"]'));

/**
 * Letters and Backspace typed anywhere on the page but a field or a dialog go into the grid (the
 * grid's own keys, arrows and Tab included, are its handler's).
 */
export function usePageLetters(onKey: (action: KeyAction) => void) {
  const keys = useRef(onKey);
  useEffect(() => {
    keys.current = onKey;
  }, [onKey]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || inField(event.target)) return;
      if ((event.target as HTMLElement | null)?.closest?.('[data-testid="crosswords-board"], [role="dialog"]')) return;
      if (/^[a-z]$/i.test(event.key)) keys.current({ kind: 'letter', letter: event.key.toLowerCase() });
      else if (event.key === 'Backspace') keys.current({ kind: 'backspace' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
