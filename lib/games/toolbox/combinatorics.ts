/** Counting helpers shared by the solvers. */

/**
 * The number of set bits of a 32-bit mask, in constant time (bit-parallel sums), so a nearly full
 * word (the crossword filler's candidate sets) costs no more than a sparse one (a Sudoku candidate mask).
 */
export function popcount(mask: number): number {
  let v = mask - ((mask >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Every k-element subset of items, each in the items' order, the subsets in lexicographic order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  if (k < 0 || k > items.length) return out;
  const chosen: T[] = [];
  const walk = (start: number) => {
    if (chosen.length === k) {
      out.push(chosen.slice());
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i] as T);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return out;
}
