/**
 * Perfect deduction over a Minesweeper frontier, for the independent no-guess checker (its own code:
 * nothing from the generator, the solver or the deducer). Given every constraint of the opened
 * numbers ("these hidden cells hold exactly k mines") and the mines left, it finds the cells that are
 * a mine in every consistent placement and those safe in every one. Constraints sharing a cell form a
 * component; each component's placements are enumerated on their own (depth first, pruned by every
 * constraint's bounds) and summarised per mine count, so the total is checked across components
 * without multiplying their placements: a placement of one component is possible when the other
 * components and the cells no number touches can make up the rest of the mines left.
 */

export type Constraint = { readonly cells: readonly number[]; readonly mines: number };

/** The largest component enumerated; a larger one fails loudly rather than running for minutes. */
export const MAX_COMPONENT_CELLS = 100;
/** Search nodes per component before giving up, loudly too. */
export const MAX_COMPONENT_NODES = 2_000_000;

export type Certainties = {
  readonly mines: number[];
  readonly safe: number[];
  /** Cells of the largest component enumerated, for the test's report. */
  readonly largestComponent: number;
};

/** A component's placements, per number of mines k: whether any exists, and which cells can be a mine or safe in one. */
type Summary = {
  readonly cells: readonly number[];
  readonly feasible: Uint8Array;
  /** canMine[k * n + i]: cell i is a mine in some placement with k mines. */
  readonly canMine: Uint8Array;
  readonly canSafe: Uint8Array;
};

/** Groups the constraints into components of cells linked by shared constraints (union-find). */
function components(constraints: readonly Constraint[]): Constraint[][] {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    while (parent.get(x) !== root) {
      const next = parent.get(x)!;
      parent.set(x, root);
      x = next;
    }
    return root;
  };
  for (const { cells } of constraints) {
    for (const cell of cells) if (!parent.has(cell)) parent.set(cell, cell);
    for (let i = 1; i < cells.length; i++) parent.set(find(cells[i]!), find(cells[0]!));
  }
  const groups = new Map<number, Constraint[]>();
  for (const constraint of constraints) {
    const root = find(constraint.cells[0]!);
    const group = groups.get(root) ?? [];
    group.push(constraint);
    groups.set(root, group);
  }
  return [...groups.values()];
}

/** Every placement of one component's mines that meets all its constraints, summarised per mine count. */
function enumerate(group: readonly Constraint[]): Summary {
  // Cells in the order the constraints reach them, so each constraint fills up (and prunes) early.
  const order: number[] = [];
  const index = new Map<number, number>();
  for (const { cells } of group) {
    for (const cell of cells) {
      if (!index.has(cell)) {
        index.set(cell, order.length);
        order.push(cell);
      }
    }
  }
  const n = order.length;
  if (n > MAX_COMPONENT_CELLS) throw new Error(`No-guess checker: a frontier component of ${n} cells (cap ${MAX_COMPONENT_CELLS})`);
  const target = group.map((c) => c.mines);
  const placed = new Int32Array(group.length);
  const open = Int32Array.from(group, (c) => c.cells.length);
  const of: number[][] = Array.from({ length: n }, () => []);
  group.forEach(({ cells }, k) => {
    for (const cell of cells) of[index.get(cell)!]!.push(k);
  });
  const feasible = new Uint8Array(n + 1);
  const canMine = new Uint8Array((n + 1) * n);
  const canSafe = new Uint8Array((n + 1) * n);
  const value = new Uint8Array(n);
  let nodes = 0;

  const fits = (i: number, mine: number): boolean =>
    of[i]!.every((k) => placed[k]! + mine <= target[k]! && placed[k]! + mine + open[k]! - 1 >= target[k]!);
  const set = (i: number, mine: number, sign: number) => {
    for (const k of of[i]!) {
      placed[k] = placed[k]! + mine * sign;
      open[k] = open[k]! - sign;
    }
  };
  const walk = (i: number, mines: number) => {
    if (++nodes > MAX_COMPONENT_NODES)
      throw new Error(`No-guess checker: over ${MAX_COMPONENT_NODES} search nodes in a component of ${n} cells`);
    if (i === n) {
      feasible[mines] = 1;
      const row = mines * n;
      for (let j = 0; j < n; j++) (value[j] ? canMine : canSafe)[row + j] = 1;
      return;
    }
    for (const mine of [0, 1]) {
      if (!fits(i, mine)) continue;
      value[i] = mine;
      set(i, mine, 1);
      walk(i + 1, mines + mine);
      set(i, mine, -1);
    }
  };
  walk(0, 0);
  return { cells: order, feasible, canMine, canSafe };
}

/** Which totals the components can make together: the sum set of their feasible mine counts, capped at `limit`. */
function sums(parts: readonly Uint8Array[], limit: number): Uint8Array {
  let reach = new Uint8Array(limit + 1);
  reach[0] = 1;
  for (const part of parts) {
    const next = new Uint8Array(limit + 1);
    for (let s = 0; s <= limit; s++) {
      if (!reach[s]) continue;
      for (let k = 0; k < part.length && s + k <= limit; k++) if (part[k]) next[s + k] = 1;
    }
    reach = next;
  }
  return reach;
}

/**
 * The cells settled by perfect deduction. `unconstrained` is the hidden cells no constraint holds
 * (they share whatever the components leave of `minesLeft`). Throws if no placement at all fits,
 * which a true board never allows.
 */
export function certainties(constraints: readonly Constraint[], unconstrained: readonly number[], minesLeft: number): Certainties {
  const summaries = components(constraints).map(enumerate);
  const free = unconstrained.length;
  // The others' totals, with the unconstrained cells taking 0..free mines, must make up the rest.
  const fitsWith = (reach: Uint8Array, k: number) => {
    for (let s = 0; s <= minesLeft - k; s++) if (reach[s] && minesLeft - k - s <= free) return true;
    return false;
  };
  const mines: number[] = [];
  const safe: number[] = [];
  summaries.forEach((summary, i) => {
    const others = sums(
      summaries.filter((_, j) => j !== i).map((s) => s.feasible),
      minesLeft,
    );
    const n = summary.cells.length;
    const allowed: number[] = [];
    for (let k = 0; k <= n; k++) if (summary.feasible[k] && fitsWith(others, k)) allowed.push(k);
    if (allowed.length === 0) throw new Error('No-guess checker: no placement of the mines fits the opened numbers');
    summary.cells.forEach((cell, j) => {
      const mayBeMine = allowed.some((k) => summary.canMine[k * n + j]);
      const mayBeSafe = allowed.some((k) => summary.canSafe[k * n + j]);
      if (!mayBeMine) safe.push(cell);
      else if (!mayBeSafe) mines.push(cell);
    });
  });
  if (free > 0) {
    const all = sums(
      summaries.map((s) => s.feasible),
      minesLeft,
    );
    let fewest = Infinity;
    let most = -Infinity;
    for (let s = 0; s <= minesLeft; s++) {
      const rest = minesLeft - s;
      if (all[s] && rest <= free) {
        fewest = Math.min(fewest, rest);
        most = Math.max(most, rest);
      }
    }
    if (most < 0) throw new Error('No-guess checker: the mines left do not fit the hidden cells');
    if (most === 0) safe.push(...unconstrained);
    else if (fewest === free) mines.push(...unconstrained);
  }
  return { mines, safe, largestComponent: Math.max(0, ...summaries.map((s) => s.cells.length)) };
}
