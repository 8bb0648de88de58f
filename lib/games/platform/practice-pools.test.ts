import { describe, expect, it } from 'vitest';
import type { Store } from '@/lib/db/store';
import type { GeneratedPuzzle } from '@/lib/games/grid-puzzle-engine';
import { createPracticePools, POOL_TARGET } from './practice-pools';

/**
 * A refill is one per store and level at a time: tests (and any process with two databases) must not
 * have one database's refill stand in for another's. The pools here are in memory: only the two calls
 * a refill makes are needed.
 */
function memoryPools() {
  const solutions = new Map<string, Set<string>>();
  const gamePlays = {
    async poolSize(game: string, level: string) {
      return solutions.get(`${game}/${level}`)?.size ?? 0;
    },
    async addToPool(game: string, generated: { level: string; puzzle: string; solution: string }) {
      const pool = solutions.get(`${game}/${generated.level}`) ?? new Set<string>();
      solutions.set(`${game}/${generated.level}`, pool);
      if (pool.has(generated.solution)) return null;
      pool.add(generated.solution);
      return { id: `${pool.size}`, ...generated };
    },
  };
  return { gamePlays } as unknown as Pick<Store, 'gamePlays'>;
}

/** A generator of fresh solutions that can be held: while held, each call waits for `release`. */
function holdableGenerator() {
  let made = 0;
  let held: Promise<void> | null = null;
  let release = () => {};
  return {
    get calls() {
      return made;
    },
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    generate: async (): Promise<GeneratedPuzzle> => {
      made++;
      if (held) await held;
      return { puzzle: `p${made}`, solution: `s${made}` };
    },
  };
}

describe('practice pools: one refill per store and level', () => {
  it("a refill in flight for one database does not stop another database's refill of the same level", async () => {
    const [storeA, storeB] = [memoryPools(), memoryPools()];
    const [genA, genB] = [holdableGenerator(), holdableGenerator()];
    const tasks: (() => Promise<void>)[] = [];
    const schedule = (task: () => Promise<void>) => void tasks.push(task);
    const poolsA = createPracticePools(storeA, genA.generate, schedule);
    const poolsB = createPracticePools(storeB, genB.generate, schedule);

    poolsA.ensureFilling('digits', 'hard');
    poolsB.ensureFilling('digits', 'hard');
    expect(tasks).toHaveLength(2);
    genA.hold();
    const refillA = tasks[0]!();
    // A's refill waits on its generator; B's runs to the pool's target meanwhile.
    await expect.poll(() => genA.calls).toBe(1);
    await tasks[1]!();
    expect(await storeB.gamePlays.poolSize('digits', 'hard')).toBe(POOL_TARGET);
    expect(await storeA.gamePlays.poolSize('digits', 'hard')).toBe(0);

    // A second refill of A's level while the first is in flight returns at once, generating nothing.
    poolsA.ensureFilling('digits', 'hard');
    await tasks[2]!();
    expect(genA.calls).toBe(1);

    genA.release();
    await refillA;
    expect(await storeA.gamePlays.poolSize('digits', 'hard')).toBe(POOL_TARGET);
    // Each pool, seen full, is not refilled again.
    poolsA.ensureFilling('digits', 'hard');
    poolsB.ensureFilling('digits', 'hard');
    expect(tasks).toHaveLength(3);
  });
});
