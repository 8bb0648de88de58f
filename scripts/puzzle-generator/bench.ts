/**
 * Speed of the exact search on mate-in-3 puzzles: solveMate(fen, 3) per puzzle and bestDefence(fen, 2)
 * after every wrong first move a player could make.  npx tsx scripts/puzzle-generator/bench.ts [--limit 200]
 */
import { existsSync } from 'node:fs';
import { readPuzzleSeed } from '@/lib/db/seed-puzzles';
import { bestDefence, solveMate } from '@/lib/games/chess/mate-search';
import { legalMovesUci, playUci } from '@/lib/games/chess/rules';
import { SEED_FILE } from './assemble';
import { readGames } from './work-files';

const i = process.argv.indexOf('--limit');
const limit = i >= 0 ? Number(process.argv[i + 1]) : 200;
const fens =
  existsSync(SEED_FILE) && !process.argv.includes('--work')
    ? (await readPuzzleSeed(SEED_FILE)).filter((p) => p.maxUserMoves === 3).map((p) => p.fen)
    : readGames()
        .flatMap((g) => g.lines.flatMap((l) => l.candidates))
        .filter((c) => c.status === 'accepted' && c.mateIn === 3)
        .map((c) => c.fen);

const pct = (xs: number[], p: number): string =>
  (xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0).toFixed(2);
const solve: number[] = [];
const defence: number[] = [];
for (const fen of fens.slice(0, limit)) {
  let t = performance.now();
  const s = solveMate(fen, 3);
  solve.push(performance.now() - t);
  for (const m of legalMovesUci(fen)) {
    if (s?.keyMoves.includes(m)) continue;
    const after = playUci(fen, [m])!;
    t = performance.now();
    bestDefence(after, 2);
    defence.push(performance.now() - t);
  }
}
console.log(`solveMate(fen, 3): ${solve.length} puzzles, p50 ${pct(solve, 0.5)} ms, p99 ${pct(solve, 0.99)} ms, max ${pct(solve, 1)} ms`);
console.log(
  `bestDefence(fen, 2) after a wrong first move: ${defence.length} positions, p50 ${pct(defence, 0.5)} ms, p99 ${pct(defence, 0.99)} ms, max ${pct(defence, 1)} ms`,
);
