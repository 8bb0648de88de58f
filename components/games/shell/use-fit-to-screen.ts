'use client';

import { useLayoutEffect, type DependencyList } from 'react';

/** The height from an element's top to the bottom of the screen with the page scrolled to the top, less `margin`. */
export function roomBelowTop(element: Element, margin = 0): number {
  return window.innerHeight - (element.getBoundingClientRect().top + window.scrollY) - margin;
}

/**
 * A board that sizes itself to the screen: `fit` (which measures and sets state) runs before paint,
 * then again whenever the window or `watched` changes size. By default that is the page's body, since
 * anything above the board (a hint, a notice) moves its top. Re-subscribed when `deps` change.
 */
export function useFitToScreen(fit: () => void, deps: DependencyList, watched?: () => Element | null | undefined): void {
  useLayoutEffect(() => {
    fit();
    const observer = new ResizeObserver(fit);
    const target = watched ? watched() : document.body;
    if (target) observer.observe(target);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
    // `fit` is made afresh on every render; `deps` says when the one to use changes (what moves or resizes the board).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps: the caller's list of what resizes the board, not what fit reads
  }, deps);
}
