/**
 * The no-guess generator (server only: it returns the mines). Mines are placed at random away from
 * the first click and its neighbours, so the first click opens a zero. Then, as Simon Tatham's Mines
 * does, the solver plays from the first click; where it gets stuck, mines are moved so that one stuck
 * set becomes settled (all its cells cleared, or all filled), taking mines from or giving them to cells
 * the solver has not reached, and the solver runs again from scratch. The board returned is the one
 * the last full solve proved, so the proof is never of an earlier board.
 */
import { isCell, neighbourTable } from './grid';
import type { BoardSize } from './levels';
import { UNKNOWN, boardProbe, solve, type MineSet } from './solver';
import type { Random } from '../grid-puzzle-engine';
import { randomInt } from '../toolbox/random';

export type { Random };

/** Mine moves per placement before starting again from a fresh random placement. */
const MAX_PERTURBATIONS = 400;
const MAX_PLACEMENTS = 50;

/** The cells that must stay clear: the first click and its neighbours. */
export function safeZone(size: BoardSize, firstCell: number): number[] {
  const table = neighbourTable(size);
  const zone = [firstCell];
  for (let i = 1; i <= table[firstCell * 9]!; i++) zone.push(table[firstCell * 9 + i]!);
  return zone;
}

function placeMines(size: BoardSize, zone: readonly number[], random: Random): Uint8Array {
  const cells = size.width * size.height;
  const isMine = new Uint8Array(cells);
  const blocked = new Uint8Array(cells);
  for (const z of zone) blocked[z] = 1;
  const candidates: number[] = [];
  for (let c = 0; c < cells; c++) if (!blocked[c]) candidates.push(c);
  // A partial Fisher-Yates shuffle: the first `mines` candidates become mines.
  for (let i = 0; i < size.mines; i++) {
    const j = i + randomInt(random, candidates.length - i);
    const picked = candidates[j]!;
    candidates[j] = candidates[i]!;
    candidates[i] = picked;
    isMine[picked] = 1;
  }
  return isMine;
}

function minesOf(isMine: Uint8Array): number[] {
  const mines: number[] = [];
  isMine.forEach((m, cell) => {
    if (m) mines.push(cell);
  });
  return mines;
}

/**
 * Moves mines so one stuck set becomes settled. Partners are unknown cells outside the set, preferring
 * those no opened number touches (moving a mine there changes nothing the solver has seen).
 * Returns false when no stuck set can be settled this way.
 */
function perturb(size: BoardSize, isMine: Uint8Array, known: Int8Array, stuck: readonly MineSet[], random: Random): boolean {
  const table = neighbourTable(size);
  const cells = size.width * size.height;
  const touched = new Uint8Array(cells);
  for (let c = 0; c < cells; c++) {
    if (known[c] === UNKNOWN) continue;
    if (known[c]! > 8) continue;
    for (let i = 1; i <= table[c * 9]!; i++) touched[table[c * 9 + i]!] = 1;
  }
  const order = stuck.map((_, i) => i);
  // Try the stuck sets in a random order until one can be settled.
  for (let k = 0; k < order.length; k++) {
    const pick = k + randomInt(random, order.length - k);
    const index = order[pick]!;
    order[pick] = order[k]!;
    order[k] = index;
    const set = stuck[index]!;
    const inSet = new Set(set.cells);
    const interior: { mines: number[]; free: number[] } = { mines: [], free: [] };
    const frontier: { mines: number[]; free: number[] } = { mines: [], free: [] };
    for (let c = 0; c < cells; c++) {
      if (known[c] !== UNKNOWN || inSet.has(c)) continue;
      const bucket = touched[c] ? frontier : interior;
      (isMine[c] ? bucket.mines : bucket.free).push(c);
    }
    const setMines = set.cells.filter((c) => isMine[c]);
    const setFree = set.cells.filter((c) => !isMine[c]);
    // Clearing first: fewer mines near the opened area tends to open more of the board.
    const plans: [number[], number[], number[]][] = [
      [setMines, interior.free, frontier.free],
      [setFree, interior.mines, frontier.mines],
    ];
    for (const [from, partners, spare] of plans) {
      if (from.length > partners.length + spare.length) continue;
      const pool = partners.length >= from.length ? partners.slice() : partners.concat(spare);
      for (const cell of from) {
        const j = randomInt(random, pool.length);
        const partner = pool[j]!;
        pool[j] = pool[pool.length - 1]!;
        pool.pop();
        // Swap the contents of the two cells: one is a mine, the other is not.
        isMine[cell] = isMine[cell] ? 0 : 1;
        isMine[partner] = isMine[partner] ? 0 : 1;
      }
      return true;
    }
  }
  return false;
}

/** Counts for the benchmark: random placements tried, and solver runs (one per mine move, plus one). */
export type GenerationStats = { placements: number; solves: number };

/**
 * Mine positions (sorted cell indices) for a board that opens a zero at the first click and is
 * solvable from it by deduction alone. Deterministic for a given random source.
 */
export function generateBoard(size: BoardSize, firstCell: number, random: Random, stats?: GenerationStats): number[] {
  if (!isCell(size, firstCell)) throw new Error(`Not a cell of the board: ${firstCell}`);
  const zone = safeZone(size, firstCell);
  if (size.mines > size.width * size.height - zone.length) throw new Error('Too many mines for a safe first click');
  for (let placement = 0; placement < MAX_PLACEMENTS; placement++) {
    const isMine = placeMines(size, zone, random);
    if (stats) stats.placements++;
    for (let round = 0; round <= MAX_PERTURBATIONS; round++) {
      const mines = minesOf(isMine);
      if (stats) stats.solves++;
      const result = solve(size, firstCell, boardProbe(size, mines));
      if (result.solved) return mines;
      if (!perturb(size, isMine, result.known, result.stuck, random)) break;
    }
  }
  throw new Error(`No no-guess board found for ${size.width}x${size.height}:${size.mines}`);
}

/** A start cell for a board everybody shares (the daily): any cell, from the day's random source. */
export function pickStartCell(size: BoardSize, random: Random): number {
  return randomInt(random, size.width * size.height);
}
