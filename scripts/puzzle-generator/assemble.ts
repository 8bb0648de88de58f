import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { features, type Features } from './features';
import { WORK_DIR, fenKey, readGames } from './work-files';

export const SEED_FILE = path.join(process.cwd(), 'supabase/seed/puzzles.tsv.gz');
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const GAME_MOVES_KEPT = 30;

type Pick = { fen: string; key: string; mateIn: number; solution: string[]; gameMoves: string[]; f: Features; order: number };

const count = (m: Record<string, number>, k: string, by = 1): void => void (m[k] = (m[k] ?? 0) + by);

// Deterministic pseudo-random order (FNV-1a) so selection is not biased toward early games.
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Balanced pick: half per colour, at most 45% per mating piece; relaxed only if the pool is short. */
function select(pool: Pick[], n: number): Pick[] {
  const chosen = new Set<Pick>();
  const colour: Record<string, number> = {};
  const piece: Record<string, number> = {};
  const colourOk = (p: Pick): boolean => (colour[p.fen.split(' ')[1]!] ?? 0) < n / 2;
  const pieceOk = (p: Pick, share: number): boolean => (piece[p.f.matingPiece] ?? 0) < share * n;
  const passes = [
    (p: Pick) => colourOk(p) && pieceOk(p, 0.4),
    (p: Pick) => colourOk(p) && pieceOk(p, 0.45),
    (p: Pick) => pieceOk(p, 0.45),
    () => true,
  ];
  for (const ok of passes)
    for (const p of pool) {
      if (chosen.size >= n) break;
      if (chosen.has(p) || !ok(p)) continue;
      chosen.add(p);
      count(colour, p.fen.split(' ')[1]!);
      count(piece, p.f.matingPiece);
    }
  return [...chosen];
}

export function assemble(perDifficulty: number): void {
  const games = readGames();
  const stats = {
    games: games.length,
    lines: 0,
    plies: 0,
    ends: {} as Record<string, number>,
    candidates: 0,
    verdicts: {} as Record<string, number>,
    duplicates: 0,
    generationMsSum: 0,
    wallMs: 0,
    selected: {} as Record<
      string,
      { total: number; pool: number; colour: Record<string, number>; matingPiece: Record<string, number>; keyKind: Record<string, number> }
    >,
  };
  const pools: Pick[][] = [[], [], []];
  const seen = new Set<string>();
  for (const g of games) {
    stats.generationMsSum += g.ms;
    for (const line of g.lines) {
      stats.lines++;
      stats.plies += line.moves.length - line.branchPly;
      count(stats.ends, line.end);
      for (const c of line.candidates) {
        stats.candidates++;
        count(
          stats.verdicts,
          c.status === 'accepted' ? `accepted mate-in-${c.mateIn}` : c.mateIn ? `${c.status} (mate-in-${c.mateIn})` : c.status,
        );
        if (c.status !== 'accepted') continue;
        const key = fenKey(c.fen);
        if (seen.has(key)) {
          stats.duplicates++;
          continue;
        }
        seen.add(key);
        pools[c.mateIn - 1]!.push({
          fen: c.fen,
          key,
          mateIn: c.mateIn,
          solution: c.solution,
          gameMoves: line.moves.slice(0, c.ply),
          f: features(c.fen, c.solution),
          order: hash(key),
        });
      }
    }
  }
  const runs = path.join(WORK_DIR, 'runs.jsonl');
  if (existsSync(runs))
    for (const l of readFileSync(runs, 'utf8').split('\n').filter(Boolean)) stats.wallMs += (JSON.parse(l) as { wallMs: number }).wallMs;
  const rows = ['difficulty\tidx\tfen\tplayer_to_move\tmax_user_moves\tsolution\tgame_moves'];
  DIFFICULTIES.forEach((d, i) => {
    const pool = pools[i]!.sort((a, b) => a.order - b.order);
    const chosen = select(pool, perDifficulty).sort((a, b) => a.f.score - b.f.score || (a.key < b.key ? -1 : 1));
    const s = {
      total: chosen.length,
      pool: pool.length,
      colour: {} as Record<string, number>,
      matingPiece: {} as Record<string, number>,
      keyKind: {} as Record<string, number>,
    };
    chosen.forEach((p, j) => {
      count(s.colour, p.fen.split(' ')[1]!);
      count(s.matingPiece, p.f.matingPiece);
      count(s.keyKind, ['check', 'capture', 'quiet'][p.f.keyKind]!);
      rows.push(
        [d, j + 1, p.fen, p.fen.split(' ')[1], p.mateIn, p.solution.join(' '), p.gameMoves.slice(0, GAME_MOVES_KEPT).join(' ')].join('\t'),
      );
    });
    stats.selected[d] = s;
  });
  const gz = gzipSync(rows.join('\n') + '\n', { level: 9 });
  writeFileSync(SEED_FILE, gz);
  writeFileSync(path.join(WORK_DIR, 'stats.json'), JSON.stringify({ ...stats, seedBytes: gz.length }, null, 2) + '\n');
  console.log(JSON.stringify({ ...stats, seedBytes: gz.length }, null, 2));
  for (const d of DIFFICULTIES)
    if (stats.selected[d]!.total < perDifficulty) console.error(`WARNING: only ${stats.selected[d]!.total} ${d} puzzles`);
}
