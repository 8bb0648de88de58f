/**
 * Generation time per level: `npx tsx lib/games/minesweeper/generation-bench.ts [clicks per level]`.
 * Times the first click as the server runs it (generate the no-guess board, then open the cell) over
 * random first clicks, after a warm-up, and prints p50, p99 and max of the wall-clock time and of the
 * process's CPU time (which other load on a shared machine disturbs less), and the solver runs per
 * board; then what the boards needed: how many used each rule of the solver that proves them, and
 * the spread of its steps from the first click. Not part of the tests: timings depend on the machine.
 */
import { createSeededRandom } from '../toolbox/seeded-random';
import { generateBoard, type GenerationStats } from './generator';
import { reveal, newGame } from './game';
import { LEVELS, type Level } from './levels';
import { neededDeductions, type NeededDeductions } from './needed-deductions';
import { percentile, spread } from '../toolbox/bench-stats';

const clicks = Number(process.argv[2] ?? 100);

function summary(values: number[], unit: string, digits: number): string {
  values.sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(digits)}${unit}`;
  return `p50 ${f(percentile(values, 50))}, p99 ${f(percentile(values, 99))}, max ${f(values[values.length - 1]!)}`;
}

function firstClick(level: Level, first: number, seed: string, stats?: GenerationStats): number[] {
  const mines = generateBoard(level, first, createSeededRandom(seed), stats);
  if (!reveal(newGame(level, mines), first).ok) throw new Error('The first click did not open');
  return mines;
}

function needs(all: NeededDeductions[]): string[] {
  const uses = new Map<string, number>();
  for (const { techniques } of all) for (const name of techniques) uses.set(name, (uses.get(name) ?? 0) + 1);
  const steps = spread(all.map((n) => n.steps));
  return [
    `  techniques (boards of ${all.length}): ${[...uses]
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
    `  steps: min ${steps.min}  median ${steps.median}  p90 ${steps.p90}  max ${steps.max}`,
  ];
}

// Warm the JIT up, as a running server would be.
for (const level of LEVELS) {
  for (let i = 0; i < 30; i++) firstClick(level, i, `warm-up ${level.id} ${i}`);
}

for (const level of LEVELS) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const solves: number[] = [];
  const needed: NeededDeductions[] = [];
  const picker = createSeededRandom(`bench clicks ${level.id}`);
  for (let i = 0; i < clicks; i++) {
    const first = Math.floor(picker() * level.width * level.height);
    const stats: GenerationStats = { placements: 0, solves: 0 };
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    const mines = firstClick(level, first, `bench ${level.id} ${i}`, stats);
    wall.push(performance.now() - wallStart);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    solves.push(stats.solves);
    const need = neededDeductions(level, mines, first);
    if (!need) throw new Error(`minesweeper: a generated ${level.id} board the solver does not clear`);
    needed.push(need);
  }
  console.log(`${level.label} (${level.width}x${level.height}:${level.mines}), ${clicks} first clicks`);
  console.log(`  wall  ${summary(wall, ' ms', 1)}`);
  console.log(`  cpu   ${summary(cpu, ' ms', 1)}`);
  console.log(`  solver runs per board: ${summary(solves, '', 0)}, mean ${(solves.reduce((a, b) => a + b, 0) / clicks).toFixed(2)}`);
  for (const line of needs(needed)) console.log(line);
}
