/**
 * Generation time per level, and what the puzzles needed:
 * `npx tsx lib/games/takuzu/generation-bench.ts [seeds]` prints p50, p90, p99 and max wall time over
 * that many seeds (default 50), the mean CPU time (steadier on a shared machine), the mean number of
 * full grids tried and the mean number of givens; then how many puzzles used each technique of their
 * solve and the spread of its deduction steps (those that filled a cell).
 */
import { percentile, spread } from '../toolbox/bench-stats';
import { createSeededRandom } from '../toolbox/seeded-random';
import { generateWithStats } from './generator';
import { DIFFICULTIES, SIZES } from './levels';
import { neededDeductions, type NeededDeductions } from './solver';

const seeds = Number(process.argv[2] ?? 50);

function needs(all: NeededDeductions[]): string[] {
  const uses = new Map<string, number>();
  for (const { techniques } of all) for (const name of techniques) uses.set(name, (uses.get(name) ?? 0) + 1);
  const steps = spread(all.map((n) => n.steps));
  return [
    `  techniques (puzzles of ${all.length}): ${[...uses]
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
    `  steps: min ${steps.min}  median ${steps.median}  p90 ${steps.p90}  max ${steps.max}`,
  ];
}

for (const size of SIZES) {
  for (const difficulty of DIFFICULTIES) {
    const times: number[] = [];
    const needed: NeededDeductions[] = [];
    let attempts = 0;
    let givens = 0;
    let cpu = 0;
    for (let s = 0; s < seeds; s++) {
      const random = createSeededRandom(`bench-${size}-${difficulty}-${s}`);
      const start = performance.now();
      const startCpu = process.cpuUsage();
      const result = generateWithStats(size, difficulty, random);
      times.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu += (used.user + used.system) / 1000;
      attempts += result.attempts;
      givens += result.puzzle.replace(/[^01]/g, '').length;
      const need = neededDeductions(result.puzzle);
      if (!need) throw new Error(`takuzu: a generated ${size}-${difficulty} puzzle the techniques cannot finish`);
      needed.push(need);
    }
    times.sort((a, b) => a - b);
    const ms = (t: number) => t.toFixed(1).padStart(7);
    console.log(
      `${`${size}-${difficulty}`.padEnd(10)} p50 ${ms(percentile(times, 50))} ms  p90 ${ms(percentile(times, 90))} ms  ` +
        `p99 ${ms(percentile(times, 99))} ms  max ${ms(times.at(-1)!)} ms  cpu mean ${ms(cpu / seeds)} ms  ` +
        `grids/puzzle ${(attempts / seeds).toFixed(2)}  givens ${(givens / seeds).toFixed(1)}/${size * size}`,
    );
    for (const line of needs(needed)) console.log(line);
  }
}
