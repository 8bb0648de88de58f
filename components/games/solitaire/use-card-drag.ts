'use client';

import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { PileId } from '@/lib/games/solitaire/piles';
import type { Source } from './solitaire-client';

/** Past this many pixels a press becomes a drag (less is a tap or a click). */
const DRAG_START = 6;

export type Drag = { source: Source; dx: number; dy: number; active: boolean; settling: boolean };

/**
 * Dragging a card (and the cards on it) with a mouse, a finger or a pen. The cards follow the
 * pointer; on release `onDrop` gets the pile under the pointer (null: none, or the card's own) and
 * the cards stay where they were dropped until it settles, so a move the server takes does not
 * jump back first, and one it refuses snaps back then. A press that never moved stays a click.
 */
export function useCardDrag(onDrop: (source: Source, to: PileId | null) => Promise<unknown>, enabled: boolean) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const start = useRef<{ x: number; y: number; pointer: number; source: Source; active: boolean } | null>(null);
  const lastDragEnd = useRef(0);
  const pointerType = useRef('');
  const drop = useRef(onDrop);
  useEffect(() => {
    drop.current = onDrop;
  });

  const onPointerDown = useCallback(
    (event: ReactPointerEvent, source: Source) => {
      pointerType.current = event.pointerType;
      // A new press is a new gesture: its click is its own, however soon after a drag it comes.
      lastDragEnd.current = 0;
      if (!enabled || !event.isPrimary || event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, pointer: event.pointerId, source, active: false };
    },
    [enabled],
  );

  useEffect(() => {
    const move = (event: PointerEvent) => {
      const s = start.current;
      if (!s || event.pointerId !== s.pointer) return;
      const dx = event.clientX - s.x;
      const dy = event.clientY - s.y;
      if (!s.active && Math.hypot(dx, dy) < DRAG_START) return;
      s.active = true;
      setDrag({ source: s.source, dx, dy, active: true, settling: false });
    };
    const up = (event: PointerEvent) => {
      const s = start.current;
      if (!s || event.pointerId !== s.pointer) return;
      start.current = null;
      if (!s.active) return;
      lastDragEnd.current = Date.now();
      // The dragged cards let the pointer through (pointer-events: none), so this finds the pile under them.
      const pile = document
        .elementsFromPoint(event.clientX, event.clientY)
        .map((el) => el.closest<HTMLElement>('[data-pile]')?.dataset.pile)
        .find((id) => id !== undefined) as PileId | undefined;
      const to = pile && pile !== s.source.pile ? pile : null;
      setDrag((before) => before && { ...before, settling: true });
      void Promise.resolve(drop.current(s.source, to)).finally(() => setDrag(null));
    };
    const cancel = (event: PointerEvent) => {
      if (start.current?.pointer !== event.pointerId) return;
      start.current = null;
      setDrag(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }, []);

  /** A click right after a drag, with no press since, is the drag's own release, not a tap. */
  const isDragClick = useCallback(() => Date.now() - lastDragEnd.current < 400, []);

  /** Whether the last press was a mouse's (a finger's quick taps are taps, not double-clicks). */
  const byMouse = useCallback(() => pointerType.current === 'mouse', []);

  return { drag, onPointerDown, isDragClick, byMouse };
}
