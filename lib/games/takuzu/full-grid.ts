/**
 * A random valid full grid: cells filled in reading order with a random symbol first, the cells the
 * rules then force filled at once (the counter's propagation, which also rejects duplicate lines),
 * backtracking on a dead end. A search that wanders too long restarts, still drawing from the same
 * source, so the result stays deterministic for a given random source.
 */
import type { Random } from '../grid-puzzle-engine';
import { EMPTY, gridLines, type Grid } from './format';
import { propagate } from './solution-counter';
import { shuffleInPlace } from '../toolbox/random';


const NODE_BUDGET = 2000;

/** Depth first over cells in reading order, a random symbol first, the forced cells propagated. */
function tryFill(size: number, random: Random): Int8Array | null {
  const lines = gridLines(size);
  let nodes = 0;
  const search = (cells: Int8Array): Int8Array | null => {
    if (++nodes > NODE_BUDGET || !propagate(cells, size, lines)) return null;
    const next = cells.indexOf(EMPTY);
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
  return search(new Int8Array(size * size).fill(EMPTY));
}

export function randomFullGrid(size: number, random: Random): Grid {
  for (;;) {
    const cells = tryFill(size, random);
    if (cells) return { size, cells };
  }
}
