/**
 * Simple colouring (single-digit chains). For one digit, join the two cells of every unit where it
 * fits only twice (a strong link: exactly one of them holds it), and colour each chain alternately.
 * One colour is all true and the other all false. Colour wrap: two cells of one colour see each other,
 * so that colour is false everywhere. Colour trap: a cell outside the chain seeing both colours
 * cannot hold the digit.
 */
import { CELL_COUNT, UNITS, bit, sees } from '../grid';
import type { CellDigit, SolverState, Deduction } from '../solver-state';

function strongLinks(state: SolverState, digit: number): Map<number, number[]> {
  const links = new Map<number, number[]>();
  const add = (a: number, b: number) => {
    const list = links.get(a) ?? [];
    if (!list.includes(b)) list.push(b);
    links.set(a, list);
  };
  for (const unit of UNITS) {
    const cells = unit.filter((c) => (state.cands[c] ?? 0) & bit(digit));
    if (cells.length !== 2) continue;
    const [a, b] = cells as [number, number];
    add(a, b);
    add(b, a);
  }
  return links;
}

/** Chains of strong links, each as [colour A cells, colour B cells], from the smallest first cell. */
function chains(links: Map<number, number[]>): [number[], number[]][] {
  const colour = new Map<number, 0 | 1>();
  const out: [number[], number[]][] = [];
  for (const start of [...links.keys()].sort((a, b) => a - b)) {
    if (colour.has(start)) continue;
    const sides: [number[], number[]] = [[], []];
    const queue = [start];
    colour.set(start, 0);
    while (queue.length) {
      const cell = queue.shift() as number;
      const c = colour.get(cell) ?? 0;
      sides[c].push(cell);
      for (const next of links.get(cell) ?? []) {
        if (colour.has(next)) continue;
        colour.set(next, c === 0 ? 1 : 0);
        queue.push(next);
      }
    }
    out.push(sides);
  }
  return out;
}

export function simpleColouring(state: SolverState): Deduction | null {
  for (let digit = 1; digit <= 9; digit++) {
    for (const [blue, green] of chains(strongLinks(state, digit))) {
      if (blue.length + green.length < 3) continue;
      const chain = [...blue, ...green].sort((a, b) => a - b);
      // Colour wrap.
      for (const [side] of [
        [blue, green],
        [green, blue],
      ] as const) {
        const clash = side.find((a) => side.some((b) => b !== a && sees(a, b)));
        if (clash === undefined) continue;
        const eliminations: CellDigit[] = side.map((cell) => ({ cell, digit }));
        return {
          technique: 'Simple colouring',
          placement: null,
          eliminations,
          cells: chain,
          message:
            `Follow ${digit} along the highlighted cells, alternating ${digit} and not ${digit}: two cells of ` +
            `one colour see each other, so that colour cannot be ${digit} and the other colour is ${digit}`,
        };
      }
      // Colour trap.
      const eliminations: CellDigit[] = [];
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        if (!((state.cands[cell] ?? 0) & bit(digit)) || chain.includes(cell)) continue;
        if (blue.some((b) => sees(b, cell)) && green.some((g) => sees(g, cell))) eliminations.push({ cell, digit });
      }
      if (!eliminations.length) continue;
      return {
        technique: 'Simple colouring',
        placement: null,
        eliminations,
        cells: chain,
        message:
          `Follow ${digit} along the highlighted cells, alternating ${digit} and not ${digit}: one colour holds ` +
          `${digit}, so a cell that sees both colours cannot be ${digit}`,
      };
    }
  }
  return null;
}
