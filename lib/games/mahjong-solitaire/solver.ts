/**
 * A solver for a board as it stands (server only): depth-first over the free matching pairs,
 * remembering boards known to be dead ends, within a budget. Used by the hint once the player has
 * strayed from the stored order; the deal itself never needs it (it is solvable by construction).
 */
import { createSeededRandom } from '../toolbox/seeded-random';
import { isFree, type Geometry } from './board';
import type { Pair } from './clearing';
import type { Tiles } from './rules';
import { matchGroup } from './tiles';

/** Boards the solver looks at, at most, per call: a hint stays well under a second. */
export const SOLVER_BUDGET = 50_000;

export type SolverResult = { solution: Pair[] } | { unsolvable: true } | { gaveUp: true };

/** Two random 32-bit words per place: a board's key is the XOR of its tiles' (Zobrist hashing), kept up to date as tiles go. */
const ZOBRIST = (() => {
  const random = createSeededRandom('mahjong solver keys');
  return Array.from({ length: 144 }, () => [Math.floor(random() * 2 ** 32), Math.floor(random() * 2 ** 32)] as const);
})();

/**
 * A clearing of the board, a proof that there is none, or giving up past the budget. A match group
 * whose every tile left is free is taken at once without branching: those tiles only match one
 * another, and taking tiles away never blocks anything, so it cannot spoil a solution. A board
 * where some tile has every tile it could pair with lying on it (they must all go first) is dead.
 */
export function solveBoard(geometry: Geometry, tiles: Tiles, options: { budget?: number; guide?: readonly Pair[] } = {}): SolverResult {
  const budget = options.budget ?? SOLVER_BUDGET;
  const present = tiles.map((code) => code !== null);
  // Match groups as small numbers, so a board's tiles are sorted into arrays rather than maps.
  const groupIds = new Map<string, number>();
  const groupOf = tiles.map((code) => {
    if (code === null) return -1;
    const group = matchGroup(code);
    if (!groupIds.has(group)) groupIds.set(group, groupIds.size);
    return groupIds.get(group)!;
  });
  const dead = new Set<string>();
  const solution: Pair[] = [];
  let visits = 0;
  let left = present.filter(Boolean).length;
  let key = [0, 0];
  present.forEach((here, place) => {
    if (here) key = [key[0]! ^ ZOBRIST[place]![0], key[1]! ^ ZOBRIST[place]![1]];
  });

  // With a guide (the order the board was dealt with), a pair of tiles it takes early is tried first:
  // the search stays close to a known clearing. Without, tiles high up or between others, which hold more back.
  const weight = geometry.positions.map((p, place) => p.z * 4 + geometry.left[place]!.length + geometry.right[place]!.length);
  options.guide?.forEach(([a, b], step) => {
    weight[a] = weight[b] = 10_000 - step;
  });
  const flip = (place: number) => {
    present[place] = !present[place];
    key = [key[0]! ^ ZOBRIST[place]![0], key[1]! ^ ZOBRIST[place]![1]];
  };
  const take = (pairs: readonly Pair[]) => {
    for (const pair of pairs) {
      flip(pair[0]);
      flip(pair[1]);
      solution.push(pair);
    }
    left -= 2 * pairs.length;
  };
  const putBack = (pairs: readonly Pair[]) => {
    for (const [a, b] of pairs) {
      flip(a);
      flip(b);
    }
    solution.length -= pairs.length;
    left += 2 * pairs.length;
  };

  /** Whether some tile can no longer be paired: every other tile of its group lies on it. */
  const hopeless = (byGroup: readonly number[][]) =>
    byGroup.some((places) => places.some((place) => places.every((other) => other === place || geometry.above[place]!.includes(other))));

  /** The moves from here: one forced batch, or the choices, tiles high up or between others first; null when dead. */
  const movesOf = (): Pair[][] | null => {
    const byGroup = Array.from({ length: groupIds.size }, (): number[] => []);
    const freeByGroup = Array.from({ length: groupIds.size }, (): number[] => []);
    for (let place = 0; place < present.length; place++) {
      if (!present[place]) continue;
      byGroup[groupOf[place]!]!.push(place);
      if (isFree(geometry, present, place)) freeByGroup[groupOf[place]!]!.push(place);
    }
    if (hopeless(byGroup)) return null;
    const choices: Pair[] = [];
    for (const [group, free] of freeByGroup.entries()) {
      if (free.length > 0 && free.length === byGroup[group]!.length) {
        return [free.flatMap((place, i) => (i % 2 === 0 ? [[place, free[i + 1]!] as Pair] : []))];
      }
      for (let i = 0; i < free.length; i++) for (let j = i + 1; j < free.length; j++) choices.push([free[i]!, free[j]!]);
    }
    const pairWeight = (pair: Pair) => Math.min(weight[pair[0]]!, weight[pair[1]]!);
    choices.sort((p, q) => pairWeight(q) - pairWeight(p));
    return choices.map((pair) => [pair]);
  };

  const walk = (): boolean | 'gave-up' => {
    if (left === 0) return true;
    if (++visits > budget) return 'gave-up';
    const here = `${key[0]},${key[1]}`;
    if (dead.has(here)) return false;
    for (const move of movesOf() ?? []) {
      take(move);
      const found = walk();
      if (found) return found;
      putBack(move);
    }
    dead.add(here);
    return false;
  };

  const found = walk();
  if (found === 'gave-up') return { gaveUp: true };
  return found ? { solution } : { unsolvable: true };
}
