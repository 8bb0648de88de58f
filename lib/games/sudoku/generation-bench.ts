/**
 * Generation time per level, and what the puzzles needed:
 * `npx tsx lib/games/sudoku/generation-bench.ts [seeds] [levels...]`. Prints p50, p90, p99 and max
 * over seeds 'bench-0'... for each level, in CPU time of this process (the machine is shared, so wall
 * time would count other people's work), then how many puzzles used each technique of their
 * easiest-first solve and the spread of its deduction steps. Not a test: timings depend on the machine.
 */
import { createSeededRandom } from '../toolbox/seeded-random';
import { generateSudoku } from './generator';
import { SUDOKU_LEVEL_IDS, isSudokuLevel, type SudokuLevel } from './levels';
import { neededDeductions, type NeededDeductions } from './logical-solver';
import { percentile, spread } from '../toolbox/bench-stats';

const [countArg, ...levelArgs] = process.argv.slice(2);
const seeds = Number(countArg ?? 50) || 50;
const levels: SudokuLevel[] = levelArgs.length ? levelArgs.filter(isSudokuLevel) : [...SUDOKU_LEVEL_IDS];

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

for (const level of levels) {
  const times: number[] = [];
  const needed: NeededDeductions[] = [];
  let clues = 0;
  for (let i = 0; i < seeds; i++) {
    const random = createSeededRandom(`bench-${i}`);
    const start = process.cpuUsage();
    const { puzzle } = generateSudoku(level, random);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
    clues += puzzle.replace(/\./g, '').length;
    const need = neededDeductions(puzzle);
    if (!need) throw new Error(`sudoku: a generated ${level} puzzle the techniques cannot finish`);
    needed.push(need);
  }
  const t = spread(times);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${level.padEnd(7)} n=${seeds} p50 ${ms(t.median)}  p90 ${ms(t.p90)}  p99 ${ms(
      percentile(
        [...times].sort((a, b) => a - b),
        99,
      ),
    )}  ` +
      `max ${ms(t.max)}  mean ${ms(t.mean)}  ` +
      `avg clues ${(clues / seeds).toFixed(1)}`,
  );
  for (const line of needs(needed)) console.log(line);
}
