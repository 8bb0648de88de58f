'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { roomBelowTop, useFitToScreen } from './use-fit-to-screen';
import { clampZoom, pinchZoom, scrollKeeping, tapZoom, zoomIn, zoomOut } from './zoom-math';

type Props = {
  /** The board's size (px) at zoom 1, as fitted by its page. */
  base: { width: number; height: number };
  /** Its smallest tap target at zoom 1 (a tile's or a cell's width, px). */
  target: number;
  /** The largest zoom offered. */
  maxZoom: number;
  /** Start at the fingertip zoom (cells to open) rather than the whole board (tiles to plan). */
  startTapSize?: boolean;
  /**
   * With `startTapSize`: start further in where that fills the screen left below the frame (no empty
   * band under a short board), following the board's size and the room until the player zooms.
   */
  fillHeight?: boolean;
  /** What is zoomed, for the buttons' labels ("the board"). */
  name: string;
  /** `opening`: still at the zoom the frame opened at (the player has not zoomed). */
  children: (zoom: number, opening: boolean) => ReactNode;
};

/** Air under the frame (more than a page's own pan box keeps, so that box never scrolls as well). */
const MARGIN = 20;
/** A screen narrower than this is taken for a phone's, whatever its pointer says. */
const TOUCH_WIDTH = 640;

/**
 * A board whose targets are too small for a finger at its fitted size (a phone, or any screen whose
 * pointer is a finger): it sits in a frame
 * no larger than the screen left below its top, zoomed with two fingers (a pinch) or the Zoom
 * buttons above it, and panned with one finger inside the frame (the page does not move). A board
 * whose targets are a fingertip wide already is drawn as it is, with no frame.
 */
export function ZoomFrame({ base, target, maxZoom, startTapSize = false, fillHeight = false, name, children }: Props) {
  const tap = tapZoom(target);
  // Fingers need the zoom; a mouse or a pen clicks small targets well.
  const [touch, setTouch] = useState(false);
  useLayoutEffect(() => setTouch(window.matchMedia('(pointer: coarse)').matches || window.innerWidth < TOUCH_WIDTH), []);
  const zoomable = touch && tap > 1 + 1e-6;
  // 'home': the opening zoom that fills the height, whatever the board's size and the room come to.
  const [zoom, setZoom] = useState<number | 'home'>(startTapSize && fillHeight ? 'home' : 1);
  const [room, setRoom] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  /** The point (px from the frame's corner) a zoom keeps in place, and the content's size before it. */
  const focal = useRef<{ x: number; y: number; width: number; height: number } | null>(null);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  const max = Math.max(tap, maxZoom);
  // The zoom the buttons step from (and Zoom in goes to first): the fingertip's, or the one that fills the height.
  const home = fillHeight && room !== null ? clampZoom(Math.max(tap, room / base.height), max) : tap;
  const shown = zoomable ? clampZoom(zoom === 'home' ? home : zoom, max) : 1;
  const width = base.width * shown;
  const height = base.height * shown;

  // Once the page knows it is zoomable: the starting zoom.
  useEffect(() => {
    if (zoomable && startTapSize) setZoom((z) => (z === 1 ? tap : z));
  }, [zoomable, startTapSize, tap]);

  useFitToScreen(() => {
    const el = frame.current;
    if (el) setRoom(Math.max(160, Math.floor(roomBelowTop(el, MARGIN))));
  }, [zoomable]);

  const zoomTo = (next: number, at?: { x: number; y: number }) => {
    const el = frame.current;
    if (!el || Math.abs(next - shown) < 1e-6) return;
    const x = at?.x ?? el.clientWidth / 2;
    const y = at?.y ?? el.clientHeight / 2;
    focal.current = { x, y, width, height };
    setZoom(next);
  };

  // After a zoom, the point under the fingers (or the frame's centre) stays where it was.
  useLayoutEffect(() => {
    const el = frame.current;
    const f = focal.current;
    if (!el || !f) return;
    focal.current = null;
    el.scrollLeft = scrollKeeping(el.scrollLeft, f.x, f.width, width, el.clientWidth);
    el.scrollTop = scrollKeeping(el.scrollTop, f.y, f.height, height, el.clientHeight);
  }, [width, height]);

  // The pinch's listeners are added once; they read the latest zoom through these.
  const zoomRef = useRef(shown);
  const zoomToRef = useRef(zoomTo);
  const maxRef = useRef(max);
  useLayoutEffect(() => {
    zoomRef.current = shown;
    zoomToRef.current = zoomTo;
    maxRef.current = max;
  });

  // Two fingers: a pinch zooms (the page itself does not); one finger pans the frame natively.
  useEffect(() => {
    const el = frame.current;
    if (!el || !zoomable) return;
    const spread = (touches: TouchList) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
    const onStart = (event: TouchEvent) => {
      if (event.touches.length === 2) pinch.current = { distance: spread(event.touches), zoom: zoomRef.current };
    };
    const onMove = (event: TouchEvent) => {
      const p = pinch.current;
      if (!p || event.touches.length !== 2) return;
      event.preventDefault();
      const rect = el.getBoundingClientRect();
      const at = {
        x: (event.touches[0]!.clientX + event.touches[1]!.clientX) / 2 - rect.left,
        y: (event.touches[0]!.clientY + event.touches[1]!.clientY) / 2 - rect.top,
      };
      zoomToRef.current(pinchZoom(p.zoom, p.distance, spread(event.touches), maxRef.current), at);
    };
    const onEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch.current = null;
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [zoomable]);

  if (!zoomable) return <>{children(1, true)}</>;
  const frameHeight = room === null ? height : Math.min(height, room);
  const button = 'btn-secondary min-h-11 min-w-11 px-2 text-lg font-bold leading-none disabled:opacity-50 disabled:cursor-not-allowed';
  return (
    <div data-testid="zoom-frame" data-zoom={shown.toFixed(2)}>
      <div className="mb-1 flex items-center justify-end gap-2" role="group" aria-label={`Zoom ${name}`}>
        <span className="text-right text-xs text-slate-600 dark:text-slate-300">Pinch or use the buttons to zoom</span>
        <button
          type="button"
          className={button}
          aria-label={`Zoom out ${name}`}
          disabled={shown <= 1 + 1e-6}
          onClick={() => zoomTo(zoomOut(shown, home, max))}
        >
          −
        </button>
        <button
          type="button"
          className={button}
          aria-label={`Zoom in ${name}`}
          disabled={shown >= max - 1e-6}
          onClick={() => zoomTo(zoomIn(shown, home, max))}
        >
          +
        </button>
      </div>
      <div
        ref={frame}
        data-testid="zoom-pan"
        className="relative mx-auto max-w-full touch-pan-x touch-pan-y overflow-auto overscroll-contain rounded border border-slate-300 dark:border-slate-700"
        style={{ width: Math.ceil(base.width) + 2, height: Math.ceil(frameHeight) + 2 }}
      >
        <div className="w-max">{children(shown, zoom === 'home')}</div>
      </div>
    </div>
  );
}
