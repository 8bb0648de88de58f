// Generation time per game and level: how long the server's generator takes to make one puzzle
// (proven unique and graded) or one hidden-state game, in CPU time of this process (the machine is
// shared, so wall time would count other work). Every platform game of the registry, no list here.
// For the games whose solver can say what a puzzle needed (NEEDS), each row also has the spread of it
// over the same puzzles, worked out after the timing: how many used each technique, and the steps.
//
//   npx tsx --conditions=react-server scripts/bench/generation-bench.ts [count]   a table
//   ... --json                                                                  one JSON line (run.mjs reads it)
import { isHiddenStateEngine } from '../../lib/games/hidden-state-engine';
import type { Random } from '../../lib/games/grid-puzzle-engine';
import { applyMinesweeperMove, type MinesweeperState } from '../../lib/games/minesweeper/engine';
import { neededDeductions as minesweeperNeeds } from '../../lib/games/minesweeper/needed-deductions';
import { PLATFORM_ENGINES } from '../../lib/games/platform-engines';
import { neededDeductions as queenieNeeds } from '../../lib/games/queenie/grade';
import { neededDeductions as sudokuNeeds } from '../../lib/games/sudoku/logical-solver';
import { neededDeductions as takuzuNeeds } from '../../lib/games/takuzu/solver';
import { createSeededRandom } from '../../lib/games/toolbox/seeded-random';
import { randomInt } from '../../lib/games/toolbox/random';
import { percentile, spread, type Spread } from '../../lib/games/toolbox/bench-stats';

/** Over a row's puzzles: how many used each technique (most used first), and the spread of their steps. */
export type NeedsSpread = {
  techniques: { name: string; puzzles: number }[];
  steps: Spread;
  /** Puzzles the solver could not finish (a served puzzle never is one: a bug if not 0). */
  unfinished: number;
};

export type GenerationRow = {
  game: string;
  level: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
  /** What the puzzles needed, for the games in NEEDS. */
  needs?: NeedsSpread;
};

type Needed = { techniques: readonly string[]; steps: number } | null;
type Generated = { puzzle: string; state?: unknown };

/**
 * What one generated puzzle needed: each technique its grader's solve used, and its deduction steps.
 * A Minesweeper game is a seed until its first click makes the board, so a click is played as the
 * server plays it and the board's proving solve is counted.
 */
const NEEDS: Record<string, (generated: Generated, random: Random) => Needed> = {
  sudoku: ({ puzzle }) => sudokuNeeds(puzzle),
  takuzu: ({ puzzle }) => takuzuNeeds(puzzle),
  queenie: ({ puzzle }) => queenieNeeds(puzzle),
  minesweeper: ({ state }, random) => {
    const start = state as MinesweeperState;
    const first = randomInt(random, start.size.width * start.size.height);
    const game = applyMinesweeperMove(start, { kind: 'open', cell: first })?.state.game;
    return game ? minesweeperNeeds(start.size, game.mineCells, first) : null;
  },
};

function needsSpread(all: readonly Needed[]): NeedsSpread {
  const finished = all.filter((n): n is NonNullable<Needed> => n !== null);
  const uses = new Map<string, number>();
  for (const { techniques } of finished) for (const name of techniques) uses.set(name, (uses.get(name) ?? 0) + 1);
  return {
    techniques: [...uses].map(([name, puzzles]) => ({ name, puzzles })).sort((a, b) => b.puzzles - a.puzzles),
    steps: spread(finished.map((n) => n.steps)),
    unfinished: all.length - finished.length,
  };
}

function cpuMs<T>(run: () => T): { ms: number; value: T } {
  const start = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, value };
}

export function generationBench(count: number): GenerationRow[] {
  const rows: GenerationRow[] = [];
  for (const [game, engine] of Object.entries(PLATFORM_ENGINES)) {
    const needsOf = NEEDS[game];
    for (const { id: level } of engine.levels) {
      const times: number[] = [];
      const needed: Needed[] = [];
      for (let i = 0; i < count; i++) {
        const random = createSeededRandom(`generation-bench-${game}-${level}-${i}`);
        const { ms, value } = cpuMs((): Generated =>
          isHiddenStateEngine(engine) ? engine.newGame(level, random) : engine.generate(level, random),
        );
        times.push(ms);
        if (needsOf) needed.push(needsOf(value, createSeededRandom(`generation-bench-${game}-${level}-${i}-needs`)));
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / count;
      const row: GenerationRow = {
        game,
        level,
        count,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: times.at(-1) ?? Number.NaN,
        mean,
      };
      if (needsOf) row.needs = needsSpread(needed);
      rows.push(row);
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
  for (const r of rows) {
    console.log(
      `${`${r.game}/${r.level}`.padEnd(24)} n=${r.count} p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  mean ${ms(r.mean)}`,
    );
    if (!r.needs) continue;
    const { steps, techniques, unfinished } = r.needs;
    console.log(
      `${''.padEnd(24)} steps min ${steps.min}, median ${steps.median}, p90 ${steps.p90}, max ${steps.max}${unfinished ? `, ${unfinished} unfinished` : ''}`,
    );
    console.log(`${''.padEnd(24)} ${techniques.map((t) => `${t.name} ${t.puzzles}`).join(', ')}`);
  }
}
