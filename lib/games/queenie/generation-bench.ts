/**
 * Generation time per level and per size, and what the puzzles needed:
 * `npx tsx lib/games/queenie/generation-bench.ts [seeds]`. Not a test (timings depend on the machine):
 * it prints the CPU time of this process per puzzle (the machine is shared, so wall time would count
 * other work) as median, p90, p99, max and mean in milliseconds, then per level how many puzzles used each
 * technique of their easiest-first solve and the spread of its deduction steps.
 */
import { percentile, spread } from '../toolbox/bench-stats';
import { createSeededRandom } from '../toolbox/seeded-random';
import { formatPuzzle } from './board';
import { generateBoard, type GeneratedBoard } from './generator';
import { neededDeductions, type NeededDeductions } from './grade';
import { LEVEL_RULES, LEVELS } from './levels';

const seeds = Number(process.argv[2] ?? 50);

function timed(run: () => GeneratedBoard): { ms: number; generated: GeneratedBoard } {
  const start = process.cpuUsage();
  const generated = run();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, generated };
}

function times(values: number[]): string {
  const s = spread(values);
  const p99 = percentile(
    [...values].sort((a, b) => a - b),
    99,
  );
  return `median ${s.median.toFixed(1)}  p90 ${s.p90.toFixed(1)}  p99 ${p99.toFixed(1)}  max ${s.max.toFixed(1)}  mean ${s.mean.toFixed(1)}`;
}

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

// Warm the JIT so the first level does not pay for compilation.
for (let i = 0; i < 20; i++) generateBoard('medium', createSeededRandom(`warm-${i}`));

console.log(`queenie generation, ${seeds} seeds each (CPU ms)`);
for (const { id } of LEVELS) {
  const mixed = Array.from({ length: seeds }, (_, i) => timed(() => generateBoard(id, createSeededRandom(`bench-${id}-${i}`))));
  console.log(`${id.padEnd(7)} any size  ${times(mixed.map((t) => t.ms))}`);
  for (const size of LEVEL_RULES[id].sizes) {
    const sized = Array.from(
      { length: seeds },
      (_, i) => timed(() => generateBoard(id, createSeededRandom(`bench-${id}-${size}-${i}`), size)).ms,
    );
    console.log(`${id.padEnd(7)} ${size}x${size}`.padEnd(17) + ` ${times(sized)}`);
  }
  const needed = mixed.map(({ generated }) => neededDeductions(formatPuzzle(generated.board)));
  if (needed.some((n) => n === null)) throw new Error(`queenie: a generated ${id} puzzle the deductions cannot finish`);
  for (const line of needs(needed as NeededDeductions[])) console.log(line);
}
