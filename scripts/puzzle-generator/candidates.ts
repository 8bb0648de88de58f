import { Position } from '@/lib/games/chess/board';
import { MateSearch, mainLine } from '@/lib/games/chess/mate-search';
import { moveToUci } from '@/lib/games/chess/board';

export type Verdict =
  | { status: 'accepted'; mateIn: number; key: string; solution: string[] }
  | { status: 'no-mate-within-3' | 'key-not-unique'; mateIn: number | null; keys?: string[] };

export type Candidate = { ply: number; fen: string; source: 'engine' | 'before-mate' } & Verdict;

/** Decides a candidate with the exact search: mate in exactly N <= 3 with a unique key move. */
export function judge(fen: string): Verdict {
  const s = new MateSearch(Position.fromFen(fen));
  const mateIn = s.mateLength(3);
  if (mateIn === null) return { status: 'no-mate-within-3', mateIn: null };
  const keys = s.keyMoves(mateIn).map(moveToUci);
  if (keys.length !== 1) return { status: 'key-not-unique', mateIn, keys };
  return { status: 'accepted', mateIn, key: keys[0]!, solution: mainLine(fen, mateIn) };
}

/** Candidate plies: engine-announced mates plus 1, 3 and 5 plies before a final checkmate. */
export function candidatePlies(moves: string[], end: string, engineMates: number[]): Map<number, 'engine' | 'before-mate'> {
  const plies = new Map<number, 'engine' | 'before-mate'>();
  if (end === 'checkmate') for (const back of [1, 3, 5]) if (moves.length - back >= 0) plies.set(moves.length - back, 'before-mate');
  for (const p of engineMates) if (!plies.has(p)) plies.set(p, 'engine');
  return plies;
}

export function fenAtPly(moves: string[], ply: number): string {
  const pos = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  for (const uci of moves.slice(0, ply)) {
    const m = pos.parseUci(uci);
    if (m < 0) throw new Error(`illegal game move ${uci}`);
    pos.make(m);
  }
  return pos.toFen();
}
