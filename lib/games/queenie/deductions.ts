/**
 * The human deductions, each a finder that returns the first step it can make on a candidate grid,
 * or null. None of them guesses: each only looks at the current candidates (the would-empty check
 * looks one queen ahead, no further). Tiers order them by difficulty; the grader uses the hardest
 * tier an easiest-first solve needs.
 *
 *   tier 1  only cell          a row, column or region with one possible cell gets its queen
 *   tier 2  region in one line a region whose cells lie in one row/column clears the rest of it;
 *           line in one region a row/column whose cells lie in one region clears the rest of that region
 *   tier 3  blocking cell      a queen there would leave a row, column or region with no possible cell
 *                              (through its lines, its region or the touching rule)
 *   tier 4  2 in 2             two regions confined to two rows/columns: the rest of those lines is
 *                              cleared (or the reverse: two lines confined to two regions)
 *   tier 5  k in k, k >= 3     the same with three or more
 *
 * The basic eliminations (a queen rules out its row, column, region and the 8 touching cells) are
 * part of placing the queen (CandidateGrid.placeQueen).
 */
import { regionColour } from './board';
import { CandidateGrid, unitKind, type UnitKind } from './candidates';
import { joinWithAnd } from '../toolbox/text';

export type TechniqueId = 'only-cell' | 'region-in-line' | 'line-in-region' | 'blocking-cell' | 'regions-in-lines' | 'lines-in-regions';

export type Deduction = {
  technique: TechniqueId;
  /** Difficulty tier, 1 (easiest) to 5. */
  tier: number;
  /** A short name for hints, e.g. 'Region in one line' or '2 regions in 2 rows'. */
  label: string;
  message: string;
  /** The cell that must hold a queen, for 'only-cell'. */
  place: number | null;
  /** The cells that cannot hold a queen. */
  eliminate: number[];
};

export const MAX_TIER = 5;

/**
 * A deduction's technique as the levels name it (level-techniques.ts): the hint's label says more
 * ('2 regions in 2 rows'), this says which kind it is, for the level lists and the bench.
 */
export function techniqueName(step: Pick<Deduction, 'technique' | 'tier'>): string {
  switch (step.technique) {
    case 'only-cell':
      return 'Only cell';
    case 'region-in-line':
      return 'Region in one line';
    case 'line-in-region':
      return 'Line in one region';
    case 'blocking-cell':
      return 'Blocking cell';
    case 'regions-in-lines':
      return step.tier === 4 ? '2 regions in 2 lines' : 'k regions in k lines';
    case 'lines-in-regions':
      return step.tier === 4 ? '2 lines in 2 regions' : 'k lines in k regions';
  }
}

export function findOnlyCell(g: CandidateGrid): Deduction | null {
  for (let unit = 0; unit < g.units.length; unit++) {
    if (g.hasQueen(unit)) continue;
    const cands = g.candidatesIn(unit);
    if (cands.length !== 1) continue;
    const cell = cands[0] as number;
    return {
      technique: 'only-cell',
      tier: 1,
      label: 'Only cell',
      message: `Look at ${placeName(unit, g.size)}: its queen can only go in the highlighted cell`,
      place: cell,
      eliminate: [],
    };
  }
  return null;
}

/** Index of a cell's unit of this kind within its kind (row number, column number, region number). */
function indexIn(g: CandidateGrid, cell: number, kind: UnitKind): number {
  const [row, col, region] = g.unitsOf(cell);
  if (kind === 'row') return row;
  if (kind === 'column') return col - g.size;
  return region - 2 * g.size;
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

function plural(kind: UnitKind, count: number): string {
  return count === 1 ? kind : `${kind}s`;
}

function describe(kind: UnitKind, indices: readonly number[]): string {
  if (kind === 'region') return `the ${joinWithAnd(indices.map(regionColour))} ${plural(kind, indices.length)}`;
  return `${plural(kind, indices.length)} ${joinWithAnd(indices.map((i) => String(i + 1)))}`;
}

/** A row, column or region as a player names it: 'row 3', 'column 2', 'the lavender region'. */
function placeName(unit: number, size: number): string {
  const kind = unitKind(unit, size);
  return kind === 'region' ? `the ${regionColour(unit - 2 * size)} region` : `${kind} ${(unit % size) + 1}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every k-subset of items, in lexicographic order, until visit returns true. */
function someSubset(items: readonly number[], k: number, visit: (subset: number[]) => boolean): boolean {
  const subset: number[] = [];
  const walk = (from: number): boolean => {
    if (subset.length === k) return visit(subset);
    for (let i = from; i <= items.length - (k - subset.length); i++) {
      subset.push(items[i] as number);
      if (walk(i + 1)) return true;
      subset.pop();
    }
    return false;
  };
  return walk(0);
}

/**
 * k open units of kind `source` whose possible cells lie within k units of kind `target`: those k
 * targets' queens are all taken by the sources, so their other cells are ruled out. With regions as
 * sources this is "k regions in k rows"; with rows as sources, "k rows in k regions".
 */
function findConfinement(g: CandidateGrid, k: number, source: UnitKind, target: UnitKind): Deduction | null {
  const open = g.openUnits(source);
  if (k > 1 && k > open.length / 2) return null; // larger sets are the complement of a smaller one
  const masks = new Map<number, number>();
  for (const unit of open) {
    let mask = 0;
    for (const cell of g.candidatesIn(unit)) mask |= 1 << indexIn(g, cell, target);
    masks.set(unit, mask);
  }
  const targetBase = target === 'row' ? 0 : target === 'column' ? g.size : 2 * g.size;
  let found: Deduction | null = null;
  someSubset(open, k, (subset) => {
    let union = 0;
    for (const unit of subset) union |= masks.get(unit) as number;
    if (bitCount(union) !== k) return false;
    const sourceSet = new Set(subset);
    const targets: number[] = [];
    const eliminate: number[] = [];
    for (let t = 0; t < g.size; t++) {
      if (!(union & (1 << t))) continue;
      targets.push(t);
      for (const cell of g.candidatesIn(targetBase + t)) {
        if (!g.unitsOf(cell).some((u) => sourceSet.has(u))) eliminate.push(cell);
      }
    }
    if (eliminate.length === 0) return false;
    found = confinementStep(
      g,
      source,
      target,
      subset,
      targets,
      eliminate.sort((a, b) => a - b),
    );
    return true;
  });
  return found;
}

function confinementStep(
  g: CandidateGrid,
  source: UnitKind,
  target: UnitKind,
  sources: readonly number[],
  targets: readonly number[],
  eliminate: number[],
): Deduction {
  const k = sources.length;
  const sourceText = describe(
    source,
    sources.map((u) => indexIn(g, (g.units[u] as number[])[0] as number, source)),
  );
  const targetText = describe(target, targets);
  const regionsFirst = source === 'region';
  const technique: TechniqueId =
    k === 1 ? (regionsFirst ? 'region-in-line' : 'line-in-region') : regionsFirst ? 'regions-in-lines' : 'lines-in-regions';
  const label =
    k === 1 ? (regionsFirst ? 'Region in one line' : 'Line in one region') : `${k} ${plural(source, k)} in ${k} ${plural(target, k)}`;
  const verb = k === 1 ? 'lies' : 'lie';
  const message = regionsFirst
    ? `${capitalise(sourceText)} ${verb} only in ${targetText}: no other cell of ${targetText} can hold a queen`
    : `${capitalise(sourceText)} can hold ${k === 1 ? 'a queen' : 'queens'} only in ${targetText}: no other cell of ${targetText} can hold a queen`;
  return { technique, tier: k === 1 ? 2 : k === 2 ? 4 : 5, label, message, place: null, eliminate };
}

/** k-confinement in every orientation: regions in rows, regions in columns, and the reverse. */
export function findConfinementOf(g: CandidateGrid, k: number): Deduction | null {
  return (
    findConfinement(g, k, 'region', 'row') ??
    findConfinement(g, k, 'region', 'column') ??
    findConfinement(g, k, 'row', 'region') ??
    findConfinement(g, k, 'column', 'region')
  );
}

/** A possible cell whose queen would rule out every possible cell of some other unit. */
export function findBlockingCell(g: CandidateGrid): Deduction | null {
  const open = Array.from({ length: g.units.length }, (_, u) => u).filter((u) => !g.hasQueen(u));
  const candidates = open.map((u) => g.candidatesIn(u));
  for (let cell = 0; cell < g.cells.length; cell++) {
    if (!g.isCandidate(cell)) continue;
    const own = g.unitsOf(cell);
    for (let i = 0; i < open.length; i++) {
      const unit = open[i] as number;
      if (own.includes(unit)) continue;
      const cells = candidates[i] as number[];
      if (!cells.every((other) => g.rulesOut(cell, other))) continue;
      const touching = cells.some((other) => !sharesLine(g, cell, other));
      return {
        technique: 'blocking-cell',
        tier: 3,
        label: 'Blocking cell',
        message:
          `A queen on the highlighted cell would leave ${placeName(unit, g.size)} no possible cell` +
          `${touching ? ' (queens cannot touch)' : ''}, so it cannot hold a queen`,
        place: null,
        eliminate: [cell],
      };
    }
  }
  return null;
}

function sharesLine(g: CandidateGrid, a: number, b: number): boolean {
  const [ra, ca, ga] = g.unitsOf(a);
  const [rb, cb, gb] = g.unitsOf(b);
  return ra === rb || ca === cb || ga === gb;
}

/** The easiest deduction available up to a tier, in the order a person would look for them. */
export function nextDeduction(g: CandidateGrid, maxTier: number = MAX_TIER): Deduction | null {
  const found = findOnlyCell(g);
  if (found || maxTier < 2) return found;
  const confined = findConfinementOf(g, 1);
  if (confined || maxTier < 3) return confined;
  const blocking = findBlockingCell(g);
  if (blocking || maxTier < 4) return blocking;
  const pairs = findConfinementOf(g, 2);
  if (pairs || maxTier < 5) return pairs;
  for (let k = 3; k <= g.size / 2; k++) {
    const larger = findConfinementOf(g, k);
    if (larger) return larger;
  }
  return null;
}
