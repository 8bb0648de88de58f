/**
 * Generation time per level, in CPU time of this process (steadier than wall time on a shared
 * machine), with the layouts and filler redraws it took:
 *
 *   npx tsx --conditions=react-server lib/games/wordsearch/generation-bench.ts [seeds]
 */
import { createSeededRandom } from '../toolbox/seeded-random';
import { generateWithStats } from './generator';
import { LEVELS } from './levels';

const seeds = Number(process.argv[2] ?? 200);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

for (const { id } of LEVELS) {
  const times: number[] = [];
  let layouts = 0;
  let refills = 0;
  let words = 0;
  for (let s = 0; s < seeds; s++) {
    const random = createSeededRandom(`bench-${id}-${s}`);
    const start = process.cpuUsage();
    const result = generateWithStats(id, random);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
    layouts += result.layouts;
    refills += result.refills;
    words += result.puzzle.split(':')[1]!.split(',').length;
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / seeds;
  const ms = (t: number) => t.toFixed(2).padStart(6);
  console.log(
    `${id.padEnd(7)} mean ${ms(mean)} ms  p50 ${ms(quantile(times, 0.5))} ms  p99 ${ms(quantile(times, 0.99))} ms  max ${ms(times.at(-1)!)} ms  ` +
      `layouts/grid ${(layouts / seeds).toFixed(2)}  refills/grid ${(refills / seeds).toFixed(2)}  words ${(words / seeds).toFixed(1)}`,
  );
}
