/**
 * Random American-style block patterns: blocks placed in 180-degree symmetric pairs, each pair kept
 * only if every run of white cells it touches stays at least three long, until the drawn block count
 * is reached; a pattern whose white cells fall apart is drawn again.
 */
import type { RandomSource } from '../toolbox/seeded-random';
import { randomIntBetween, shuffled } from '../toolbox/random';
import { isConnected, type GridShape } from './grid';

export type PatternRule = {
  /** Width and height (the grids are square). */
  readonly size: number;
  readonly minBlocks: number;
  readonly maxBlocks: number;
};

export const MIN_ENTRY = 3;
/** More than enough: a valid pattern is found within a few draws at every level. */
const MAX_DRAWS = 500;

/** Whether the runs across the given rows and down the given columns are all 0 or >= MIN_ENTRY long. */
function runsFit(blocks: readonly boolean[], size: number, rows: readonly number[], columns: readonly number[]): boolean {
  const fits = (cellAt: (i: number) => boolean) => {
    let run = 0;
    for (let i = 0; i <= size; i++) {
      if (i < size && !cellAt(i)) run++;
      else if (run > 0 && run < MIN_ENTRY) return false;
      else run = 0;
    }
    return true;
  };
  return rows.every((r) => fits((c) => blocks[r * size + c]!)) && columns.every((c) => fits((r) => blocks[r * size + c]!));
}

/** A symmetric, connected pattern with every run of white cells at least MIN_ENTRY long. */
export function randomPattern(rule: PatternRule, random: RandomSource): GridShape {
  const { size } = rule;
  const cells = size * size;
  const last = cells - 1;
  const half = Array.from({ length: Math.ceil(cells / 2) }, (_, i) => i);
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const target = randomIntBetween(random, rule.minBlocks, rule.maxBlocks);
    const blocks: boolean[] = new Array(cells).fill(false);
    let count = 0;
    for (const cell of shuffled(half, random)) {
      const mirror = last - cell;
      const added = cell === mirror ? 1 : 2;
      if (count + added > target) continue;
      blocks[cell] = blocks[mirror] = true;
      const rows = [Math.floor(cell / size), Math.floor(mirror / size)];
      const columns = [cell % size, mirror % size];
      if (runsFit(blocks, size, rows, columns)) count += added;
      else blocks[cell] = blocks[mirror] = false;
      if (count === target) break;
    }
    const shape = { width: size, height: size, blocks };
    if (count >= rule.minBlocks && isConnected(shape)) return shape;
  }
  throw new Error(`crosswords: no ${size}x${size} pattern with ${rule.minBlocks}-${rule.maxBlocks} blocks in ${MAX_DRAWS} draws`);
}
