/**
 * Generation time per level: `npx tsx lib/games/sudoku/generation-bench.ts [seeds] [levels...]`.
 * Prints p50, p99 and max over seeds 'bench-0'... for each level, in CPU time of this process (the
 * machine is shared, so wall time would count other people's work). Not a test: timings depend on
 * the machine.
 */
import { createSeededRandom } from '../toolbox/seeded-random';
import { generateSudoku } from './generator';
import { SUDOKU_LEVEL_IDS, isSudokuLevel, type SudokuLevel } from './levels';
import { percentile } from '../toolbox/bench-stats';

const [countArg, ...levelArgs] = process.argv.slice(2);
const seeds = Number(countArg ?? 50) || 50;
const levels: SudokuLevel[] = levelArgs.length ? levelArgs.filter(isSudokuLevel) : [...SUDOKU_LEVEL_IDS];

for (const level of levels) {
  const times: number[] = [];
  let clues = 0;
  for (let i = 0; i < seeds; i++) {
    const random = createSeededRandom(`bench-${i}`);
    const start = process.cpuUsage();
    const { puzzle } = generateSudoku(level, random);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
    clues += puzzle.replace(/\./g, '').length;
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${level.padEnd(7)} n=${seeds} p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  ` +
      `max ${ms(times[times.length - 1] ?? 0)}  mean ${ms(times.reduce((a, b) => a + b, 0) / seeds)}  ` +
      `avg clues ${(clues / seeds).toFixed(1)}`,
  );
}
