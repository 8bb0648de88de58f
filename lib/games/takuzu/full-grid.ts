/**
 * A random valid full grid: cells filled in reading order with a random symbol first, the cells the
 * rules then force filled at once (the counter's propagation, which also rejects duplicate lines),
 * backtracking on a dead end. A search that wanders too long restarts, still drawing from the same
 * source, so the result stays deterministic for a given random source; too many restarts is a bug,
 * and fails loudly like every other search.
 */
import type { Random } from '../grid-puzzle-engine';
import { UNFILLED, gridLines, type Grid } from './format';
import { propagate } from './solution-counter';

/** Search nodes per try before restarting. */
export const NODE_BUDGET = 2000;
/**
 * Tries before giving up. Far above need: over 2,000 seeds per size, 6x6 to 10x10 never restarted
 * and 12x12 needed a second try for about one grid in 170, never a third.
 */
export const MAX_FILL_TRIES = 100;

export type FillLimits = { readonly tries: number; readonly nodesPerTry: number };

const LIMITS: FillLimits = { tries: MAX_FILL_TRIES, nodesPerTry: NODE_BUDGET };

/** Depth first over cells in reading order, a random symbol first, the forced cells propagated. */
function tryFill(size: number, random: Random, nodeBudget: number): Int8Array | null {
  const lines = gridLines(size);
  let nodes = 0;
  const search = (cells: Int8Array): Int8Array | null => {
    if (++nodes > nodeBudget || !propagate(cells, size, lines)) return null;
    const next = cells.indexOf(UNFILLED);
    if (next < 0) return cells;
    const first = random() < 0.5 ? 0 : 1;
    for (const value of [first, 1 - first]) {
      const branch = cells.slice();
      branch[next] = value;
      const done = search(branch);
      if (done) return done;
    }
    return null;
  };
  return search(new Int8Array(size * size).fill(UNFILLED));
}

/** A random full grid; throws after `limits.tries` searches that each ran out of nodes. */
export function randomFullGrid(size: number, random: Random, limits: FillLimits = LIMITS): Grid {
  for (let tries = 0; tries < limits.tries; tries++) {
    const cells = tryFill(size, random, limits.nodesPerTry);
    if (cells) return { size, cells };
  }
  throw new Error(`takuzu: no full ${size}x${size} grid in ${limits.tries} tries of ${limits.nodesPerTry} search nodes`);
}
