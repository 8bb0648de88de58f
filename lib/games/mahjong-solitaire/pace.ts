/**
 * How fast a human can clear a layout (README, Times): every pair is found among the free tiles,
 * then pressed twice.
 */
import { layoutById, type LayoutId } from './layouts';

/** Two presses and no looking at all: faster than this is not a human. */
export const MIN_SECONDS_PER_PAIR = 0.4;
/** Spotting a free matching pair and pressing both tiles, at the pace of the fastest players. */
export const PLAUSIBLE_SECONDS_PER_PAIR = 1;
/** Two presses between moves; undo and redo are single presses, but rarely in fast runs. */
export const MIN_MOVE_SECONDS = 0.25;

export const pairsOfLayout = (layout: LayoutId) => layoutById(layout).positions.length / 2;

export const minSolveSecondsOf = (layout: LayoutId) => pairsOfLayout(layout) * MIN_SECONDS_PER_PAIR;

export const plausibleSecondsOf = (layout: LayoutId) => pairsOfLayout(layout) * PLAUSIBLE_SECONDS_PER_PAIR;
