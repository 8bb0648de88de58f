/**
 * Our own generator. Each attempt places a random valid queen arrangement, grows one region from each
 * queen by randomised flood growth, then repairs: while a second solution exists, a cell of it moves
 * to a neighbouring region (so that solution loses a region's queen); while the deductions allowed
 * at the level get stuck, a possible cell of the most constrained group moves out of it. An attempt
 * that ends unique, solvable by deduction and graded exactly at the level is served.
 */
import type { Random } from '../grid-puzzle-engine';
import { edgeNeighbours, regionsConnected, type QueenieBoard } from './board';
import type { CandidateGrid } from './candidates';
import { levelFor } from './grade';
import { tierRange } from './level-techniques';
import { LEVEL_RULES, type QueenieLevel } from './levels';
import { findSolutions } from './solution-counter';
import { solveByDeduction } from './solver';
import { randomInt, shuffled } from '../toolbox/random';

export type GeneratedBoard = { board: QueenieBoard; queens: number[] };

const MAX_REPAIRS = 80;
const MAX_ATTEMPTS = 5000;

/** One queen per row and column, none touching: backtracking over shuffled columns. */
export function randomQueens(size: number, random: Random): number[] {
  const cols: number[] = [];
  const walk = (row: number): boolean => {
    if (row === size) return true;
    for (const c of shuffled(
      Array.from({ length: size }, (_, i) => i),
      random,
    )) {
      if (cols.includes(c)) continue;
      const above = cols[row - 1];
      if (above !== undefined && Math.abs(above - c) <= 1) continue;
      cols.push(c);
      if (walk(row + 1)) return true;
      cols.pop();
    }
    return false;
  };
  walk(0);
  return cols.map((c, row) => row * size + c);
}

/**
 * Regions grown from the queens: each step picks a region (by random weights, so sizes vary as in
 * hand-made puzzles) and gives it a random unassigned cell along its edge.
 */
export function growRegions(size: number, queens: readonly number[], random: Random): number[] {
  const regions = new Array<number>(size * size).fill(-1);
  queens.forEach((q, i) => (regions[q] = i));
  const weights = queens.map(() => 0.15 + random());
  let left = size * size - size;
  while (left > 0) {
    const frontier: number[][] = queens.map(() => []);
    regions.forEach((region, cell) => {
      if (region !== -1) return;
      for (const n of edgeNeighbours(cell, size)) {
        const owner = regions[n] as number;
        if (owner !== -1 && !(frontier[owner] as number[]).includes(cell)) (frontier[owner] as number[]).push(cell);
      }
    });
    const growing = queens.map((_, i) => i).filter((i) => (frontier[i] as number[]).length > 0);
    let total = 0;
    for (const i of growing) total += weights[i] as number;
    let pick = random() * total;
    let region = growing[growing.length - 1] as number;
    for (const i of growing) {
      pick -= weights[i] as number;
      if (pick < 0) {
        region = i;
        break;
      }
    }
    const cells = frontier[region] as number[];
    regions[cells[randomInt(random, cells.length)] as number] = region;
    left--;
  }
  return regions;
}

const DIRECTIONS = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
] as const;

/**
 * Gives a cell to another region, keeping every queen's cell and every region connected: a cell on
 * its region's edge moves to the neighbour; a cell inside moves together with the straight run of
 * cells between it and the nearest other region. Shortest runs first; false when nothing works.
 */
function moveCell(size: number, regions: number[], cell: number, queens: ReadonlySet<number>, random: Random): boolean {
  if (queens.has(cell)) return false;
  const from = regions[cell] as number;
  const row = Math.floor(cell / size);
  const col = cell % size;
  const runs: { cells: number[]; to: number }[] = [];
  for (const [dr, dc] of shuffled(DIRECTIONS, random)) {
    const cells: number[] = [];
    for (let r = row, c = col; r >= 0 && r < size && c >= 0 && c < size; r += dr, c += dc) {
      const here = r * size + c;
      if (regions[here] !== from) {
        runs.push({ cells, to: regions[here] as number });
        break;
      }
      if (queens.has(here)) break;
      cells.push(here);
    }
  }
  runs.sort((a, b) => a.cells.length - b.cells.length);
  for (const { cells, to } of runs) {
    for (const c of cells) regions[c] = to;
    if (regionsConnected(size, regions)) return true;
    for (const c of cells) regions[c] = from;
  }
  return false;
}

/** The non-solution possible cells of the open groups with the fewest possible cells. */
function stuckCells(grid: CandidateGrid, queens: ReadonlySet<number>): number[] {
  let best: number[] = [];
  let fewest = Infinity;
  for (let unit = 0; unit < grid.units.length; unit++) {
    if (grid.hasQueen(unit)) continue;
    const cands = grid.candidatesIn(unit);
    if (cands.length < fewest) {
      fewest = cands.length;
      best = [];
    }
    if (cands.length === fewest) best.push(...cands.filter((c) => !queens.has(c)));
  }
  return best;
}

function attempt(size: number, level: QueenieLevel, random: Random): GeneratedBoard | null {
  const { maxTier } = tierRange(level);
  const queens = randomQueens(size, random);
  const queenSet = new Set(queens);
  const regions = growRegions(size, queens, random);
  for (let repair = 0; repair < MAX_REPAIRS; repair++) {
    const board = { size, regions };
    const solutions = findSolutions(board, 2);
    const other = solutions.find((s) => s.some((cell) => !queenSet.has(cell)));
    let movable: number[];
    if (other) {
      movable = other.filter((cell) => !queenSet.has(cell));
    } else {
      const solve = solveByDeduction(board, maxTier);
      if (solve.solved && levelFor(size, solve.hardestTier) === level) {
        return { board: { size, regions: [...regions] }, queens };
      }
      // Too easy: any cell may move, hoping to need a harder deduction; the next rounds re-check.
      movable = solve.solved ? regions.map((_, cell) => cell) : stuckCells(solve.grid, queenSet);
    }
    if (!shuffled(movable, random).some((cell) => moveCell(size, regions, cell, queenSet, random))) return null;
  }
  return null;
}

/** Renames regions in reading order ('a' is the top-left cell's), so the letters carry no hint. */
export function canonicalRegions(regions: readonly number[]): number[] {
  const names = new Map<number, number>();
  return regions.map((r) => {
    if (!names.has(r)) names.set(r, names.size);
    return names.get(r) as number;
  });
}

/**
 * A board graded exactly at the level, with its unique solution. Deterministic for a random source.
 * `size` (one of the level's sizes) fixes the size, e.g. for benchmarks; otherwise it is drawn.
 */
export function generateBoard(level: QueenieLevel, random: Random, size?: number): GeneratedBoard {
  const sizes = LEVEL_RULES[level].sizes;
  if (size !== undefined && !sizes.includes(size)) throw new Error(`queenie: ${level} has no ${size}x${size}`);
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const n = size ?? (sizes[randomInt(random, sizes.length)] as number);
    const found = attempt(n, level, random);
    if (found) return { board: { size: n, regions: canonicalRegions(found.board.regions) }, queens: found.queens };
  }
  throw new Error(`queenie: no ${level} puzzle after ${MAX_ATTEMPTS} attempts`);
}
