import { Chess, validateFen } from 'chess.js';
import type { SeedPuzzle } from '@/lib/db/seed-puzzles';
import { Position, moveToUci } from '@/lib/games/chess/board';
import { MateSearch, solveMate } from '@/lib/games/chess/mate-search';
import { rng } from './rng';

export const EXPECTED: Record<string, number> = { easy: 1, medium: 2, hard: 3 };
export const PER_DIFFICULTY = 2000;
const GAME_MOVES_KEPT = 30;

export type VerifyReport = { checked: number; failures: string[]; ms: Record<string, number> };

const fenKey = (fen: string): string => fen.split(' ').slice(0, 4).join(' ');

/** Whole-file checks: counts, idx 1..2000 without gaps, FEN validity, side to move, duplicates. */
function checkFile(puzzles: SeedPuzzle[], fail: (msg: string) => void): void {
  const seen = new Map<string, string>();
  for (const [d, n] of Object.entries(EXPECTED)) {
    const rows = puzzles.filter((p) => p.difficulty === d);
    if (rows.length !== PER_DIFFICULTY) fail(`${d}: ${rows.length} puzzles, expected ${PER_DIFFICULTY}`);
    const idx = rows.map((p) => p.idx).sort((a, b) => a - b);
    if (idx.some((v, i) => v !== i + 1)) fail(`${d}: idx is not exactly 1..${rows.length}`);
    for (const p of rows) if (p.maxUserMoves !== n) fail(`${d} #${p.idx}: max_user_moves ${p.maxUserMoves}, expected ${n}`);
  }
  for (const p of puzzles) {
    const id = `${p.difficulty} #${p.idx}`;
    if (!(p.difficulty in EXPECTED)) fail(`${id}: unknown difficulty`);
    const v = validateFen(p.fen);
    if (!v.ok) fail(`${id}: invalid FEN (${v.error})`);
    if (p.playerToMove !== p.fen.split(' ')[1]) fail(`${id}: player_to_move ${p.playerToMove} does not match the FEN`);
    const key = fenKey(p.fen);
    const other = seen.get(key);
    if (other) fail(`${id}: duplicate of ${other}`);
    seen.set(key, id);
  }
}

/** Exact checks of one puzzle; returns the failure messages. */
export function checkPuzzle(p: SeedPuzzle): string[] {
  const id = `${p.difficulty} #${p.idx}`;
  const errors: string[] = [];
  const n = p.maxUserMoves;
  const line = p.solution.split(' ');
  const s = solveMate(p.fen, n);
  if (!s || s.mateIn !== n) errors.push(`${id}: not a mate in exactly ${n} (search says ${s ? `mate in ${s.mateIn}` : 'no mate'})`);
  else if (s.keyMoves.length !== 1 || s.keyMoves[0] !== line[0])
    errors.push(`${id}: key ${line[0]} is not the unique key (${s.keyMoves.join(',')})`);
  if (line.length !== 2 * n - 1) errors.push(`${id}: solution has ${line.length} plies, expected ${2 * n - 1}`);
  // The line with chess.js: legal and ending in checkmate.
  const chess = new Chess(p.fen);
  try {
    for (const m of line) chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
    if (!chess.isCheckmate()) errors.push(`${id}: solution does not end in checkmate`);
  } catch {
    errors.push(`${id}: solution has an illegal move`);
  }
  // Each solver move keeps the forced mate; each reply delays it as long as any reply could.
  const pos = Position.fromFen(p.fen);
  const search = new MateSearch(pos);
  for (let i = 0; i < line.length && errors.length === 0; i++) {
    const left = n - (i >> 1);
    const m = pos.parseUci(line[i]!);
    if (m < 0) {
      errors.push(`${id}: ply ${i + 1} ${line[i]} is illegal`);
      break;
    }
    if (i % 2 === 0) {
      pos.make(m);
      if (!search.allLose(left - 1)) errors.push(`${id}: ply ${i + 1} ${line[i]} does not force mate in ${left}`);
      continue;
    }
    let longest = 0;
    let played = -1;
    for (const r of pos.legalMoves()) {
      pos.make(r);
      const len = search.mateLength(left - 1) ?? Infinity;
      pos.unmake();
      longest = Math.max(longest, len);
      if (moveToUci(r) === line[i]) played = len;
    }
    if (played !== longest) errors.push(`${id}: reply ${line[i]} is not the most stubborn (mate in ${played} vs ${longest})`);
    pos.make(m);
  }
  // The game moves: legal from the start position and, when not truncated, reaching the puzzle.
  const game = new Chess();
  const moves = p.gameMoves ? p.gameMoves.split(' ') : [];
  try {
    for (const m of moves) game.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
    if (moves.length < GAME_MOVES_KEPT && fenKey(game.fen()) !== fenKey(p.fen)) errors.push(`${id}: game moves do not lead to the puzzle`);
    if (moves.length > GAME_MOVES_KEPT) errors.push(`${id}: more than ${GAME_MOVES_KEPT} game plies`);
  } catch {
    errors.push(`${id}: illegal game move`);
  }
  return errors;
}

/** Checks the file, then every puzzle (or a seeded random sample of `sample` per difficulty). */
export function verifyPuzzles(puzzles: SeedPuzzle[], opts: { sample?: number; seed?: number } = {}): VerifyReport {
  const failures: string[] = [];
  const ms: Record<string, number> = {};
  let checked = 0;
  let t = performance.now();
  checkFile(puzzles, (m) => failures.push(m));
  ms.file = performance.now() - t;
  const r = rng(opts.seed ?? 1);
  for (const d of Object.keys(EXPECTED)) {
    let rows = puzzles.filter((p) => p.difficulty === d);
    if (opts.sample !== undefined && opts.sample < rows.length) {
      const shuffled = rows.map((p) => [r(), p] as const).sort((a, b) => a[0] - b[0]);
      rows = shuffled.slice(0, opts.sample).map(([, p]) => p);
    }
    t = performance.now();
    for (const p of rows) failures.push(...checkPuzzle(p));
    checked += rows.length;
    ms[d] = performance.now() - t;
  }
  return { checked, failures, ms };
}
