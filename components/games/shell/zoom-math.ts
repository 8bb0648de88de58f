/**
 * Zoom arithmetic for a board too small to tap on a phone (ZoomFrame): pure, so it is tested alone.
 * A zoom is a factor over the board's fitted size, from 1 (the whole board) up to `max`.
 */

/** The smallest tap target a zoomed board offers (px): a fingertip. */
export const TAP_PX = 32;
/** One press of Zoom in (or out) multiplies (or divides) by this. */
export const ZOOM_STEP = 1.5;

export const clampZoom = (zoom: number, max: number): number => Math.min(Math.max(1, max), Math.max(1, zoom));

/** The zoom at which a target `base` px wide at zoom 1 becomes a fingertip wide (1 when it already is). */
export const tapZoom = (base: number): number => (base > 0 ? Math.max(1, TAP_PX / base) : 1);

/** Zoom in one step; below the fingertip zoom, straight to it, so one press makes every target tappable. */
export function zoomIn(zoom: number, tap: number, max: number): number {
  const next = zoom < tap - 1e-6 ? tap : zoom * ZOOM_STEP;
  return clampZoom(next, max);
}

/** Below this zoom, Zoom out goes straight to the whole board (no step that still pans a little). */
const SNAP_TO_WHOLE = 1.25;

/** Zoom out one step, stopping at the fingertip zoom on the way down, then at 1 (the whole board). */
export function zoomOut(zoom: number, tap: number, max: number): number {
  const next = zoom > tap + 1e-6 ? Math.max(tap, zoom / ZOOM_STEP) : zoom / ZOOM_STEP;
  return clampZoom(next < SNAP_TO_WHOLE ? 1 : next, max);
}

/**
 * The scroll offset that keeps the point under `focal` (px from the frame's edge) in place when the
 * content's size goes from `from` to `to` px (on one axis), clamped to what the frame can scroll.
 */
export function scrollKeeping(scroll: number, focal: number, from: number, to: number, frame: number): number {
  if (from <= 0) return 0;
  const kept = ((scroll + focal) * to) / from - focal;
  return Math.round(Math.min(Math.max(0, to - frame), Math.max(0, kept)));
}

/** A pinch: the zoom when it began times how far the fingers have spread (or closed) since. */
export const pinchZoom = (startZoom: number, startDistance: number, distance: number, max: number): number =>
  startDistance > 0 ? clampZoom((startZoom * distance) / startDistance, max) : clampZoom(startZoom, max);
