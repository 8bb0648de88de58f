/**
 * Generation time per level: `npx tsx lib/games/takuzu/generation-bench.ts [seeds]` prints p50, p99
 * and max wall time over that many seeds (default 50), the mean CPU time (steadier on a shared
 * machine), the mean number of full grids tried and the mean number of givens.
 */
import { createSeededRandom } from '../toolbox/seeded-random';
import { generateWithStats } from './generator';
import { DIFFICULTIES, SIZES } from './levels';

const seeds = Number(process.argv[2] ?? 50);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

for (const size of SIZES) {
  for (const difficulty of DIFFICULTIES) {
    const times: number[] = [];
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
    }
    times.sort((a, b) => a - b);
    const ms = (t: number) => t.toFixed(1).padStart(7);
    console.log(
      `${`${size}-${difficulty}`.padEnd(10)} p50 ${ms(quantile(times, 0.5))} ms  p99 ${ms(quantile(times, 0.99))} ms  max ${ms(times.at(-1)!)} ms  cpu mean ${ms(cpu / seeds)} ms  ` +
        `grids/puzzle ${(attempts / seeds).toFixed(2)}  givens ${(givens / seeds).toFixed(1)}/${size * size}`,
    );
  }
}
