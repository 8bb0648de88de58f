/** Pure input mapping for the view: keys and swipe/drag deltas to directions. */
import type { Direction } from './board';

export const SWIPE_THRESHOLD_PX = 30;

/**
 * A drag or swipe counts only when it exceeds the threshold on its larger axis; that axis picks the
 * direction (a tie counts as vertical, as in the original game). Screen coordinates: y grows down.
 */
export function directionFromDelta(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): Direction | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (Math.max(ax, ay) <= threshold) return null;
  if (ax > ay) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

const KEYS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  W: 'up',
  s: 'down',
  S: 'down',
  a: 'left',
  A: 'left',
  d: 'right',
  D: 'right',
};

/** KeyboardEvent.key to a direction: arrow keys and WASD. */
export function directionFromKey(key: string): Direction | null {
  return Object.hasOwn(KEYS, key) ? (KEYS[key] as Direction) : null;
}
