import { Position, moveToUci } from '@/lib/games/chess/board';
import { pick, rng } from './rng';
import type { UciEngine } from './uci-engine';

export type GameRecord = {
  moves: string[];
  end: 'checkmate' | 'stalemate' | 'draw' | 'unfinished';
  /** Plies (positions after that many moves) where the engine announced a mate in 1..3 for the side to move. */
  engineMates: number[];
};

export type PlayOptions = { nodes: number; maxPlies: number };

function insufficient(pos: Position): boolean {
  let minors = 0;
  for (let sq = 0; sq < 120; sq++) {
    const t = pos.pieceAt(sq) & 7;
    if (!t || t === 6) continue;
    if (t === 2 || t === 3) minors++;
    else return false;
  }
  return minors <= 1;
}

/**
 * One self-play game. Randomness (all from the seed): varied openings (MultiPV picks near the best,
 * sometimes a random early ply), and per side a blunder rate of random or second-best moves.
 */
export async function playGame(engine: UciEngine, seed: number, opt: PlayOptions, prefix: string[] = []): Promise<GameRecord> {
  const r = rng(seed);
  const pos = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  const moves: string[] = [];
  const engineMates: number[] = [];
  const seen = new Map<number, number>();
  const openingPlies = 6 + Math.floor(r() * 10);
  const randomPly = r() < 0.4 ? Math.floor(r() * 6) : -1;
  const blunder = [0.01 + r() * 0.12, 0.01 + r() * 0.12];
  await engine.newGame();
  for (;;) {
    const legal = pos.legalMoves();
    if (legal.length === 0) return { moves, end: pos.inCheck() ? 'checkmate' : 'stalemate', engineMates };
    const key = pos.key();
    const reps = (seen.get(key) ?? 0) + 1;
    seen.set(key, reps);
    const forced = prefix[moves.length];
    if (forced !== undefined) {
      // Replaying the trunk of a branched game.
      const m = pos.parseUci(forced);
      if (m < 0) throw new Error(`prefix move ${forced} illegal`);
      pos.make(m);
      moves.push(forced);
      continue;
    }
    if (reps >= 3 || pos.halfmove >= 100 || insufficient(pos)) return { moves, end: 'draw', engineMates };
    if (moves.length >= opt.maxPlies) return { moves, end: 'unfinished', engineMates };
    const ply = moves.length;
    const res = await engine.search(moves, opt.nodes, ply < openingPlies ? 4 : 3);
    const top = res.lines[0];
    const mating = top?.mate != null && top.mate > 0;
    if (mating && top.mate! <= 3) engineMates.push(ply);
    let choice = res.bestmove;
    const u = r();
    if (ply === randomPly || (!mating && ply >= openingPlies && u < blunder[pos.side]!)) {
      choice = moveToUci(pick(r, legal));
    } else if (ply < openingPlies) {
      const best = top?.cp ?? 0;
      const near = res.lines.filter((l) => l.cp !== null && l.cp >= best - 60).map((l) => l.move);
      if (near.length) choice = pick(r, near);
    } else if (!mating && u < 3 * blunder[pos.side]!) {
      const alt = res.lines.slice(1).map((l) => l.move);
      if (alt.length) choice = pick(r, alt);
    }
    const m = pos.parseUci(choice);
    if (m < 0) throw new Error(`engine move ${choice} illegal after ${moves.join(' ')}`);
    pos.make(m);
    moves.push(choice);
  }
}
