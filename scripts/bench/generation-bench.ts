// Generation time per game and level: how long the server's generator takes to make one puzzle
// (proven unique and graded) or one hidden-state game, in CPU time of this process (the machine is
// shared, so wall time would count other work). Every platform game of the registry, no list here.
//
//   npx tsx --conditions=react-server scripts/bench/generation-bench.ts [count]   a table
//   ... --json                                                                  one JSON line (run.mjs reads it)
import { isHiddenStateEngine } from '../../lib/games/hidden-state-engine';
import { PLATFORM_ENGINES } from '../../lib/games/platform-engines';
import { createSeededRandom } from '../../lib/games/toolbox/seeded-random';
import { percentile } from '../../lib/games/toolbox/bench-stats';

export type GenerationRow = { game: string; level: string; count: number; p50: number; p99: number; max: number; mean: number };

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export function generationBench(count: number): GenerationRow[] {
  const rows: GenerationRow[] = [];
  for (const [game, engine] of Object.entries(PLATFORM_ENGINES)) {
    for (const { id: level } of engine.levels) {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const random = createSeededRandom(`generation-bench-${game}-${level}-${i}`);
        times.push(cpuMs(() => (isHiddenStateEngine(engine) ? engine.newGame(level, random) : engine.generate(level, random))));
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / count;
      rows.push({ game, level, count, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) ?? Number.NaN, mean });
    }
  }
  return rows;
}

const args = process.argv.slice(2);
const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 30);
const rows = generationBench(count);
if (args.includes('--json')) {
  console.log(JSON.stringify(rows));
} else {
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
  for (const r of rows) console.log(`${`${r.game}/${r.level}`.padEnd(24)} n=${r.count} p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  mean ${ms(r.mean)}`);
}
