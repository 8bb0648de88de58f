/**
 * Generation time per level, in CPU time of this process (steadier than wall time on a shared
 * machine) and wall time, with the patterns drawn, filled and the filler's placements per grid:
 *
 *   npx tsx --conditions=react-server lib/games/crosswords/generation-bench.ts [grids per level] [level]
 *
 * The word list is parsed and indexed before timing starts (a running server does it once). Not
 * part of the tests: timings depend on the machine.
 */
import { spread, type Spread } from '../toolbox/bench-stats';
import { createSeededRandom } from '../toolbox/seeded-random';
import { generateWithStats } from './generator';
import { CROSSWORD_LEVELS, LEVEL_RULES } from './levels';
import { wordIndexFor } from './words';

const grids = Number(process.argv[2] ?? 100);
const only = process.argv[3];
const ms = (s: Spread) => `median ${s.median.toFixed(1)} ms, p90 ${s.p90.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
const mean = (values: readonly number[]) => (values.reduce((a, b) => a + b, 0) / values.length).toFixed(1);

for (const { id } of CROSSWORD_LEVELS) {
  if (only !== undefined && id !== only) continue;
  const index = wordIndexFor(LEVEL_RULES[id].minScore);
  for (let i = 0; i < 5; i++) generateWithStats(id, createSeededRandom(`warm-up ${id} ${i}`), index);
  const cpu: number[] = [];
  const wall: number[] = [];
  const draws: number[] = [];
  const fills: number[] = [];
  const nodes: number[] = [];
  for (let i = 0; i < grids; i++) {
    const random = createSeededRandom(`bench ${id} ${i}`);
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    const { stats } = generateWithStats(id, random, index);
    wall.push(performance.now() - wallStart);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    draws.push(stats.draws);
    fills.push(stats.fills);
    nodes.push(stats.nodes);
  }
  const { size } = LEVEL_RULES[id];
  console.log(`${id} (${size}x${size}), ${grids} grids`);
  console.log(`  cpu   ${ms(spread(cpu))}`);
  console.log(`  wall  ${ms(spread(wall))}`);
  console.log(`  per grid: patterns drawn ${mean(draws)}, filled ${mean(fills)}, placements ${mean(nodes)} (max ${spread(nodes).max})`);
}
