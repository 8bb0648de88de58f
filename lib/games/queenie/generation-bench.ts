/**
 * Generation time per level and per size: `npx tsx lib/games/queenie/generation-bench.ts [seeds]`.
 * Not a test (timings depend on the machine); it prints p50, p99 and max in milliseconds.
 */
import { createSeededRandom } from '../toolbox/seeded-random';
import { generateBoard } from './generator';
import { LEVEL_RULES, QUEENIE_LEVELS } from './levels';

const seeds = Number(process.argv[2] ?? 50);

function stats(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  return `p50 ${at(0.5).toFixed(1)}  p99 ${at(0.99).toFixed(1)}  max ${at(1).toFixed(1)}  mean ${(
    sorted.reduce((a, b) => a + b, 0) / sorted.length
  ).toFixed(1)}`;
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

// Warm the JIT so the first level does not pay for compilation.
for (let i = 0; i < 20; i++) generateBoard('medium', createSeededRandom(`warm-${i}`));

console.log(`queenie generation, ${seeds} seeds each (ms)`);
for (const { id } of QUEENIE_LEVELS) {
  const mixed = Array.from({ length: seeds }, (_, i) => time(() => generateBoard(id, createSeededRandom(`bench-${id}-${i}`))));
  console.log(`${id.padEnd(7)} any size  ${stats(mixed)}`);
  for (const size of LEVEL_RULES[id].sizes) {
    const times = Array.from({ length: seeds }, (_, i) =>
      time(() => generateBoard(id, createSeededRandom(`bench-${id}-${size}-${i}`), size)),
    );
    console.log(`${id.padEnd(7)} ${size}x${size}`.padEnd(17) + ` ${stats(times)}`);
  }
}
