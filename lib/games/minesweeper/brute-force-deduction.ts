/**
 * Test support: perfect deduction by brute force on boards of at most 16 cells, sharing no code with
 * the engine. It enumerates every placement of the board's mines that agrees with the opened numbers,
 * opens the cells safe in all of them, and repeats. The referee of the solver (brute-force.test.ts)
 * and of the no-guess checker (no-guess-checker.test.ts). Cells are bits of a mask.
 */
import { popcount } from '../toolbox/combinatorics';

export type SmallBoard = { width: number; height: number; mines: number };

/** Every k-of-n bit mask, by Gosper's hack. */
function* masks(n: number, k: number): Generator<number> {
  if (k === 0) {
    yield 0;
    return;
  }
  let mask = (1 << k) - 1;
  while (mask < 1 << n) {
    yield mask;
    const low = mask & -mask;
    const ripple = mask + low;
    mask = (((ripple ^ mask) >>> 2) / low) | ripple;
  }
}

function around(b: SmallBoard, cell: number): number {
  let mask = 0;
  const r = Math.floor(cell / b.width);
  const c = cell % b.width;
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr;
      const cc = c + dc;
      if ((dr || dc) && rr >= 0 && rr < b.height && cc >= 0 && cc < b.width) mask |= 1 << (rr * b.width + cc);
    }
  }
  return mask;
}

/** The placements of the board's mines consistent with the opened cells (safe, with their true numbers). */
export function consistentPlacements(b: SmallBoard, truth: number, opened: number): number[] {
  const cells = b.width * b.height;
  if (cells > 16) throw new Error('Brute force is for boards of at most 16 cells');
  const checks: [number, number][] = [];
  for (let c = 0; c < cells; c++) if (opened & (1 << c)) checks.push([around(b, c), popcount(truth & around(b, c))]);
  const out: number[] = [];
  for (const mask of masks(cells, b.mines)) {
    if (mask & opened) continue;
    if (checks.every(([nb, number]) => popcount(mask & nb) === number)) out.push(mask);
  }
  return out;
}

/** Perfect deduction from the start cell: the cells opened, and the placements still possible. */
export function perfectDeduction(b: SmallBoard, truth: number, start: number): { opened: number; placements: number[] } {
  let opened = 1 << start;
  for (;;) {
    const placements = consistentPlacements(b, truth, opened);
    let anyMine = 0;
    for (const p of placements) anyMine |= p;
    const all = (1 << (b.width * b.height)) - 1;
    const safe = all & ~anyMine & ~opened;
    if (safe === 0) return { opened, placements };
    opened |= safe;
  }
}
