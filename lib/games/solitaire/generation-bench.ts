/**
 * Proving time per mode: `npx tsx lib/games/solitaire/generation-bench.ts [deals per mode]`. Times
 * generateDeal (shuffle, then solve until a deal is proven) as the server runs it, over seeds
 * 'bench-0'..., after a warm-up, and prints median, p90 and max of the process's CPU time (other
 * load on a shared machine disturbs it less than wall time), the tries per served deal and the
 * positions visited. Not a test: timings depend on the machine.
 */
import { createSeededRandom } from '../toolbox/seeded-random';
import { spread, type Spread } from '../toolbox/bench-stats';
import { generateDeal } from './generator';
import { LEVELS } from './levels';

const deals = Number(process.argv[2] ?? 200) || 200;

const line = (s: Spread, unit: string, digits: number) =>
  `median ${s.median.toFixed(digits)}${unit}, p90 ${s.p90.toFixed(digits)}${unit}, max ${s.max.toFixed(digits)}${unit}, mean ${s.mean.toFixed(digits)}${unit}`;

// Warm the JIT up, as a running server would be.
for (const level of LEVELS) for (let i = 0; i < 20; i++) generateDeal(level.id, createSeededRandom(`warm-up ${level.id} ${i}`));

for (const level of LEVELS) {
  const cpu: number[] = [];
  const tries: number[] = [];
  const states: number[] = [];
  for (let i = 0; i < deals; i++) {
    const start = process.cpuUsage();
    const deal = generateDeal(level.id, createSeededRandom(`bench-${i}`));
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
    tries.push(deal.tries);
    states.push(deal.states);
  }
  console.log(`${level.label}, ${deals} proven deals`);
  console.log(`  cpu     ${line(spread(cpu), ' ms', 1)}`);
  console.log(`  tries   ${line(spread(tries), '', 2)}`);
  console.log(`  states  ${line(spread(states), '', 0)}`);
}
