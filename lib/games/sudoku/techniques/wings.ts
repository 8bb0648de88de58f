/**
 * Wings: patterns of two-candidate cells.
 * XY-Wing: a pivot {a,b} sees pincers {a,c} and {b,c}; whatever the pivot is, one pincer is c, so a
 * cell seeing both pincers cannot be c.
 * W-Wing: two cells {x,y} that do not see each other, joined by a strong link on x (a unit where x
 * fits only in two cells, one seeing each). Both cannot be x, or the link would have no x; so one is
 * y, and a cell seeing both cannot be y.
 */
import { CELL_COUNT, PEERS, UNITS, bit, maskDigits, placeName, popcount, sees } from '../grid';
import { eliminationsOf, type SolverState, type Deduction } from '../solver-state';

function bivalueCells(state: SolverState): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) if (popcount(state.cands[cell] ?? 0) === 2) cells.push(cell);
  return cells;
}

/** Cells other than the pattern's that see every one of `ends`. */
export function commonPeers(ends: readonly number[], exclude: readonly number[]): number[] {
  const [first, ...rest] = ends;
  if (first === undefined) return [];
  return (PEERS[first] ?? []).filter((c) => !exclude.includes(c) && rest.every((e) => c === e || sees(c, e)));
}

const pair = (state: SolverState, cell: number) => maskDigits(state.cands[cell] ?? 0).join(' or ');

export function xyWing(state: SolverState): Deduction | null {
  const bivalue = bivalueCells(state);
  for (const pivot of bivalue) {
    const pivotMask = state.cands[pivot] ?? 0;
    const wings = bivalue.filter((c) => c !== pivot && sees(c, pivot));
    for (const p of wings) {
      const pMask = state.cands[p] ?? 0;
      const shared = pMask & pivotMask;
      if (popcount(shared) !== 1) continue;
      const zMask = pMask & ~pivotMask;
      for (const q of wings) {
        if (q === p) continue;
        const qMask = state.cands[q] ?? 0;
        // q holds the pivot's other digit and the same z as p.
        if (qMask !== ((pivotMask & ~shared) | zMask)) continue;
        const z = maskDigits(zMask)[0] ?? 0;
        const eliminations = eliminationsOf(state, commonPeers([p, q], [pivot, p, q]), z);
        if (!eliminations.length) continue;
        return {
          technique: 'XY-Wing',
          placement: null,
          eliminations,
          cells: [pivot, p, q],
          message:
            `A cell that can only be ${pair(state, pivot)} sees two cells that can only be ${pair(state, p)} and ` +
            `${pair(state, q)}: whichever it is, one of those two is ${z}, so a cell that sees both cannot be ${z}`,
        };
      }
    }
  }
  return null;
}

export function wWing(state: SolverState): Deduction | null {
  const bivalue = bivalueCells(state);
  for (const p of bivalue) {
    for (const q of bivalue) {
      if (q <= p || state.cands[q] !== state.cands[p] || sees(p, q)) continue;
      const [d1, d2] = maskDigits(state.cands[p] ?? 0) as [number, number];
      for (const [x, y] of [
        [d1, d2],
        [d2, d1],
      ] as const) {
        const targets = eliminationsOf(state, commonPeers([p, q], [p, q]), y);
        if (!targets.length) continue;
        for (let u = 0; u < 27; u++) {
          const links = (UNITS[u] ?? []).filter((c) => (state.cands[c] ?? 0) & bit(x));
          if (links.length !== 2) continue;
          const [a, b] = links as [number, number];
          if ([a, b].includes(p) || [a, b].includes(q)) continue;
          const ends = sees(a, p) && sees(b, q) ? [a, b] : sees(b, p) && sees(a, q) ? [b, a] : null;
          if (!ends) continue;
          return {
            technique: 'W-Wing',
            placement: null,
            eliminations: targets,
            cells: [p, q, a, b],
            message:
              `Two cells can only be ${x} or ${y}, and ${placeName(u)} has only two places for ${x}, each seeing ` +
              `one of them: they cannot both be ${x}, so one is ${y} and a cell that sees both cannot be ${y}`,
          };
        }
      }
    }
  }
  return null;
}
