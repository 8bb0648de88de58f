// The exact mate search on the server's hardest question: a player deviates from the main line of a
// shipped mate-in-3 puzzle (a legal first move that is not the key), and the server must find the
// most stubborn defence, bestDefence(fenAfterDeviation, 2), just as lib/games/chess/move-judge.ts does.
//
//   npx tsx scripts/bench/mate-search-bench.ts            one deviation per hard puzzle (stable pick)
//   MATE_ALL=1 npx tsx scripts/bench/mate-search-bench.ts also every deviation of every hard puzzle
//   ... --json                                            one JSON line (run.mjs reads it)
import { performance } from 'node:perf_hooks';
import { bestDefence } from '../../lib/games/chess';
import { deviations, pickDeviation, readSeed, type SeedPuzzle } from './puzzles.mjs';
import { percentile } from '../../lib/games/toolbox/bench-stats';

type Sample = { idx: number; uci: string; ms: number; mateIn: number | null };
export type MateBenchResult = {
  puzzles: number;
  timed: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
  /** Deviations after which the solver still mates within the moves left (the search must prove every defence loses). */
  stillMating: number;
  slowest: Sample | null;
  all: { positions: number; p50: number; p99: number; max: number; slowest: Sample | null } | null;
};

function time(puzzle: SeedPuzzle, uci: string, fenAfter: string): Sample {
  const solverMovesLeft = puzzle.maxUserMoves - 1;
  const t0 = performance.now();
  const reply = bestDefence(fenAfter, solverMovesLeft);
  const ms = performance.now() - t0;
  return { idx: puzzle.idx, uci, ms, mateIn: reply?.mateIn ?? null };
}

function summary(samples: Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const slowest = samples.reduce<Sample | null>((worst, s) => (worst === null || s.ms > worst.ms ? s : worst), null);
  const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN, mean, slowest };
}

export function runMateBench(options: { all?: boolean } = {}): MateBenchResult {
  const hard = readSeed().filter((p) => p.difficulty === 'hard');
  // Warm the JIT on a few puzzles first, so the first samples do not time the compiler.
  for (const p of hard.slice(0, 20)) {
    const d = pickDeviation(p);
    if (d) bestDefence(d.fenAfter, p.maxUserMoves - 1);
  }
  const samples: Sample[] = [];
  for (const p of hard) {
    const d = pickDeviation(p);
    if (d) samples.push(time(p, d.uci, d.fenAfter));
  }
  const one = summary(samples);
  let all: MateBenchResult['all'] = null;
  if (options.all) {
    const every: Sample[] = [];
    for (const p of hard) for (const d of deviations(p)) every.push(time(p, d.uci, d.fenAfter));
    const s = summary(every);
    all = { positions: every.length, p50: s.p50, p99: s.p99, max: s.max, slowest: s.slowest };
  }
  return { puzzles: hard.length, timed: samples.length, ...one, stillMating: samples.filter((s) => s.mateIn !== null).length, all };
}

{
  const result = runMateBench({ all: process.env.MATE_ALL === '1' });
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
  } else {
    const f = (n: number) => n.toFixed(2);
    console.log(
      `hard (mate-in-3) puzzles in the seed: ${result.puzzles}; deviations timed: ${result.timed} (${result.stillMating} still mate in time)`,
    );
    console.log(
      `bestDefence after one deviation per puzzle: p50 ${f(result.p50)} ms, p99 ${f(result.p99)} ms, max ${f(result.max)} ms, mean ${f(result.mean)} ms`,
    );
    if (result.slowest) console.log(`slowest: hard #${result.slowest.idx} after ${result.slowest.uci} (${f(result.slowest.ms)} ms)`);
    if (result.all) {
      console.log(
        `every deviation (${result.all.positions} positions): p50 ${f(result.all.p50)} ms, p99 ${f(result.all.p99)} ms, max ${f(result.all.max)} ms`,
      );
      if (result.all.slowest)
        console.log(`slowest: hard #${result.all.slowest.idx} after ${result.all.slowest.uci} (${f(result.all.slowest.ms)} ms)`);
    }
  }
}
