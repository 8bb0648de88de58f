/**
 * The generator's fast solution finder: forward checking (each queen blocks its row, column and
 * touching cells) and always the region with the fewest open cells next, so dead ends show early.
 * It stops at `limit` solutions; the generator needs the second solution itself, to know which
 * cells to repair.
 */
import { touchingCells, type QueenieBoard } from './board';

const BLOCKS = new Map<number, number[][]>();

/** For each cell, the cells a queen there blocks: its row, column and touching cells (itself included). */
function blocksFor(size: number): number[][] {
  const cached = BLOCKS.get(size);
  if (cached) return cached;
  const blocks: number[][] = [];
  for (let cell = 0; cell < size * size; cell++) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    const set = new Set<number>(touchingCells(cell, size));
    set.add(cell);
    for (let i = 0; i < size; i++) {
      set.add(r * size + i);
      set.add(i * size + c);
    }
    blocks.push([...set]);
  }
  BLOCKS.set(size, blocks);
  return blocks;
}

/** Up to `limit` solutions, each as its queen cells ascending. */
export function findSolutions(board: QueenieBoard, limit = 2): number[][] {
  const { size, regions } = board;
  const cellCount = size * size;
  const byRegion: number[][] = Array.from({ length: size }, () => []);
  regions.forEach((region, cell) => (byRegion[region] as number[]).push(cell));
  const blocks = blocksFor(size);
  const blocked = new Uint8Array(cellCount);
  const placed: number[] = [];
  const solutions: number[][] = [];
  let doneRegions = 0;

  const walk = (): boolean => {
    if (placed.length === size) {
      solutions.push([...placed].sort((a, b) => a - b));
      return solutions.length >= limit;
    }
    let best = -1;
    let bestOpen = Infinity;
    for (let region = 0; region < size; region++) {
      if (doneRegions & (1 << region)) continue;
      let open = 0;
      for (const cell of byRegion[region] as number[]) if (blocked[cell] === 0) open++;
      if (open === 0) return false;
      if (open < bestOpen) {
        bestOpen = open;
        best = region;
      }
    }
    doneRegions |= 1 << best;
    for (const cell of byRegion[best] as number[]) {
      if (blocked[cell] !== 0) continue;
      const cells = blocks[cell] as number[];
      for (const b of cells) blocked[b] = (blocked[b] as number) + 1;
      placed.push(cell);
      const stop = walk();
      placed.pop();
      for (const b of cells) blocked[b] = (blocked[b] as number) - 1;
      if (stop) return true;
    }
    doneRegions &= ~(1 << best);
    return false;
  };
  walk();
  return solutions;
}

export function countSolutions(board: QueenieBoard, limit = 2): number {
  return findSolutions(board, limit).length;
}
