import { Position, moveFrom, movePromo, moveTo } from '@/lib/games/chess/board';

const VALUE = [0, 1, 3, 3, 5, 9, 100];
const NAMES = ['', 'pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];

export type Features = { matingPiece: string; keyKind: number; sacrifice: number; forcing: number; score: number };

/**
 * Difficulty measure (lower = easier): 8 * key kind (check 0, capture 1, quiet 2)
 * + 6 if the key is a sacrifice (the moved piece can be taken on its square and is worth more than what it took)
 * + the number of checks and captures the solver has in the puzzle position (tempting options).
 */
export function features(fen: string, solution: string[]): Features {
  const pos = Position.fromFen(fen);
  const legal = pos.legalMoves();
  let forcing = 0;
  for (const m of legal) {
    const capture = pos.isCapture(m);
    pos.make(m);
    if (capture || pos.inCheck()) forcing++;
    pos.unmake();
  }
  const key = pos.parseUci(solution[0]!);
  const capturedValue = pos.isCapture(key) ? VALUE[pos.pieceAt(moveTo(key)) & 7] || 1 : 0;
  const movedValue = VALUE[movePromo(key) || pos.pieceAt(moveFrom(key)) & 7]!;
  const keyCapture = pos.isCapture(key);
  pos.make(key);
  const keyCheck = pos.inCheck();
  const sacrifice = pos.legalMoves().some((r) => moveTo(r) === moveTo(key)) && movedValue > capturedValue ? 1 : 0;
  pos.unmake();
  for (const uci of solution.slice(0, -1)) pos.make(pos.parseUci(uci));
  const last = pos.parseUci(solution[solution.length - 1]!);
  const matingPiece = movePromo(last) ? 'promotion' : NAMES[pos.pieceAt(moveFrom(last)) & 7]!;
  const keyKind = keyCheck ? 0 : keyCapture ? 1 : 2;
  return { matingPiece, keyKind, sacrifice, forcing, score: 8 * keyKind + 6 * sacrifice + forcing };
}
