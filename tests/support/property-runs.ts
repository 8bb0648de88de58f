import fc from 'fast-check';
import { inject } from 'vitest';

/**
 * How many cases the property and generator tests run. By default a fifth of each test's full count,
 * on a seed that changes every run (printed at the start, FC_SEED=<n> repeats it); `npm run test:deep`
 * (TEST_DEPTH=deep) runs them all, as a nightly job would.
 */
export const DEEP = process.env.TEST_DEPTH === 'deep';

/** The run's seed (tests/support/global-setup.ts picks and prints it). */
export const RUN_SEED = inject('propertySeed') ?? 0;

fc.configureGlobal({ seed: RUN_SEED });

/** A test's number of cases: all of `full` in the deep run, a fifth (at least `min`) otherwise. */
export function runs(full: number, min = 1): number {
  return DEEP ? full : Math.max(min, Math.ceil(full / 5));
}

/**
 * Seeds for a test that loops over generator seeds: `count` of them (a fifth by default, see runs),
 * starting at an offset the run's seed rotates, so each run covers other boards.
 */
export function seedsFor(full: number, min = 1): number[] {
  const count = runs(full, min);
  const start = DEEP ? 0 : (RUN_SEED % 1_000_000) * 5;
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * Every `stride`-th item (all of those in the deep run; by default every fifth of them, so a fifth as
 * many), starting at an offset the run's seed rotates.
 */
export function sampleOf<T>(items: readonly T[], stride: number): T[] {
  const step = DEEP ? stride : stride * 5;
  const offset = RUN_SEED % step;
  return items.filter((_, i) => i % step === offset);
}
