import { Position, moveToUci } from './board';

/** Small FEN-level helpers over the fast board (the server's move checks). */
export function legalMovesUci(fen: string): string[] {
  return Position.fromFen(fen).legalMoves().map(moveToUci);
}

export function isCheckmate(fen: string): boolean {
  const pos = Position.fromFen(fen);
  return pos.inCheck() && !pos.hasLegalMove();
}

export function isStalemate(fen: string): boolean {
  const pos = Position.fromFen(fen);
  return !pos.inCheck() && !pos.hasLegalMove();
}

/** The FEN after the legal UCI moves, or null if one of them is illegal. */
export function playUci(fen: string, moves: string[]): string | null {
  const pos = Position.fromFen(fen);
  for (const uci of moves) {
    const m = pos.parseUci(uci);
    if (m < 0) return null;
    pos.make(m);
  }
  return pos.toFen();
}

export function perft(pos: Position, depth: number): number {
  if (depth === 0) return 1;
  const moves: number[] = [];
  pos.pseudoMoves(moves);
  let n = 0;
  for (const m of moves) {
    if (!pos.makeLegal(m)) continue;
    n += depth === 1 ? 1 : perft(pos, depth - 1);
    pos.unmake();
  }
  return n;
}
