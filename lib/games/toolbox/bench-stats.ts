/** Summary statistics for the benches (nearest-rank percentiles, as the reports print them). */

/** The p-th percentile (0-100) of ascending values by nearest rank; 0 for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? 0;
}

export interface Spread {
  count: number;
  min: number;
  median: number;
  p90: number;
  max: number;
  mean: number;
}

/** Count, min, median, 90th percentile, max and mean of any values (sorted here). */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    count: sorted.length,
    min: sorted[0] ?? 0,
    median: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    max: sorted[sorted.length - 1] ?? 0,
    mean: sorted.length ? sum / sorted.length : 0,
  };
}
