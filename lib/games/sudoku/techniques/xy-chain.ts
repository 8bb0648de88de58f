/**
 * XY-chain: a path of two-candidate cells, each seeing the next and sharing a digit with it. If the
 * first cell is not x it is its other digit, which forces the next cell to its other digit, and so on;
 * when the last cell is then forced to x, one of the two ends is x and any cell seeing both ends
 * cannot be x. Remote pairs (a chain of cells with the same two digits) are the special case where
 * every cell holds the same pair. Found breadth first, so the shortest chain is named.
 */
import { CELL_COUNT, bit, popcount, sees } from '../grid';
import { commonPeers } from './wings';
import { eliminationsOf, type SolverState, type Deduction } from '../solver-state';

/** Longest chain searched, in cells; longer ones are hard for a person to follow. */
const MAX_CHAIN = 12;

export function xyChain(state: SolverState): Deduction | null {
  const bivalue: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) if (popcount(state.cands[cell] ?? 0) === 2) bivalue.push(cell);
  const neighbours = new Map(bivalue.map((c) => [c, bivalue.filter((o) => o !== c && sees(c, o))]));

  for (const start of bivalue) {
    const startMask = state.cands[start] ?? 0;
    for (let x = 1; x <= 9; x++) {
      if (!(startMask & bit(x))) continue;
      // A node: a cell, and the digit it is forced to if `start` is not x.
      const firstForced = Math.log2(startMask & ~bit(x)) + 1;
      type Node = { cell: number; forced: number; prev: Node | null; length: number };
      const seen = new Set<number>([start * 10 + firstForced]);
      const queue: Node[] = [{ cell: start, forced: firstForced, prev: null, length: 1 }];
      for (let head = 0; head < queue.length; head++) {
        const node = queue[head] as Node;
        if (node.length >= MAX_CHAIN) continue;
        for (const next of neighbours.get(node.cell) ?? []) {
          const mask = state.cands[next] ?? 0;
          if (!(mask & bit(node.forced))) continue;
          const forced = Math.log2(mask & ~bit(node.forced)) + 1;
          const key = next * 10 + forced;
          if (seen.has(key)) continue;
          seen.add(key);
          const reached: Node = { cell: next, forced, prev: node, length: node.length + 1 };
          queue.push(reached);
          if (forced !== x || reached.length < 3) continue;
          const path: number[] = [];
          for (let n: Node | null = reached; n; n = n.prev) path.unshift(n.cell);
          if (new Set(path).size !== path.length) continue;
          const eliminations = eliminationsOf(state, commonPeers([start, next], path), x);
          if (!eliminations.length) continue;
          return {
            technique: 'XY-chain',
            placement: null,
            eliminations,
            cells: path,
            message:
              `Follow the ${path.length} cells with two digits each: if the first is not ${x}, each forces the ` +
              `next and the last is ${x}, so a cell that sees both ends cannot be ${x}`,
          };
        }
      }
    }
  }
  return null;
}
