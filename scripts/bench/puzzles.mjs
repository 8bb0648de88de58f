// The shipped puzzle seed and the moves the benchmarks play: main-line keys and deviations.
// Reads whatever supabase/seed/puzzles.tsv.gz holds (the file may be partial while it is generated).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Chess } from 'chess.js';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const SEED_FILE = path.join(root, 'supabase', 'seed', 'puzzles.tsv.gz');

/** @typedef {{ difficulty: 'easy'|'medium'|'hard', idx: number, fen: string, maxUserMoves: number, solution: string[] }} SeedPuzzle */

/** @returns {SeedPuzzle[]} every puzzle in the seed, in file order */
export function readSeed(file = SEED_FILE) {
  const lines = gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const header = lines.shift()?.split('\t') ?? [];
  const col = (name) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`puzzle seed: no column ${name}`);
    return i;
  };
  const [d, i, f, m, s] = ['difficulty', 'idx', 'fen', 'max_user_moves', 'solution'].map(col);
  return lines.map((line) => {
    const c = line.split('\t');
    return { difficulty: c[d], idx: Number(c[i]), fen: c[f], maxUserMoves: Number(c[m]), solution: c[s].split(' ') };
  });
}

const uciOf = (m) => m.from + m.to + (m.promotion ?? '');
const toInput = (uci) => ({ from: uci.slice(0, 2), to: uci.slice(2, 4), ...(uci[4] ? { promotion: uci[4] } : {}) });

/** The main line's first move as the API's move body. */
export function keyMove(puzzle) {
  return toInput(puzzle.solution[0]);
}

/** A small deterministic hash (FNV-1a) so the deviation picked for a puzzle is stable across runs. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Legal first moves other than the stored key after which the game goes on (no mate, stalemate or
 * draw), i.e. the moves the server answers with the mate search (bestDefence), each with its FEN.
 * @returns {{ uci: string, fenAfter: string }[]}
 */
export function deviations(puzzle) {
  const chess = new Chess(puzzle.fen);
  const out = [];
  for (const m of chess.moves({ verbose: true })) {
    const uci = uciOf(m);
    if (uci === puzzle.solution[0]) continue;
    chess.move(m);
    if (!chess.isGameOver()) out.push({ uci, fenAfter: chess.fen() });
    chess.undo();
  }
  return out.sort((a, b) => (a.uci < b.uci ? -1 : a.uci > b.uci ? 1 : 0));
}

const picked = new WeakMap();

/**
 * One deviation per puzzle, picked by a hash of the puzzle (stable, spread over the legal moves).
 * Memoized per puzzle object: the load generator must not spend its CPU on chess.js mid-run.
 */
export function pickDeviation(puzzle) {
  if (!picked.has(puzzle)) {
    const all = deviations(puzzle);
    picked.set(puzzle, all.length === 0 ? null : all[hash(`${puzzle.difficulty}:${puzzle.idx}`) % all.length]);
  }
  return picked.get(puzzle);
}

export function deviationMove(puzzle) {
  const d = pickDeviation(puzzle);
  return d ? toInput(d.uci) : null;
}
