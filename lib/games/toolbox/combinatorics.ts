/** Counting helpers shared by the solvers. */

/** The number of set bits of a 32-bit mask (Kernighan: one step per set bit). */
export function popcount(mask: number): number {
  let n = 0;
  for (let m = mask >>> 0; m; m = (m & (m - 1)) >>> 0) n++;
  return n;
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
