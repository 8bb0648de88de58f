import { Chess, type Move, type Square } from 'chess.js';
import { bestDefence, solveMate } from '@/lib/games/chess';
import { nextMainLineMove, userMovesIn, type AttemptSnapshot, type Judgement, type MoveInput, type PlayedMove } from './move-judge';

/**
 * Tests only: the move judge as it was written over chess.js, kept as the reference the fast
 * judge (move-judge.ts) must agree with, verdict for verdict, SAN and FEN included. The board is
 * what they differ in; the puzzle bookkeeping (main line, move count) is shared.
 */

const played = (m: Move): PlayedMove => ({ uci: m.from + m.to + (m.promotion ?? ''), san: m.san, from: m.from, to: m.to });

/** Replays the attempt's moves from the start (all were validated when they were made). */
function replay(startFen: string, moves: readonly string[]): Chess {
  const chess = new Chess(startFen);
  for (const uci of moves) chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return chess;
}

export function judgeMoveWithChessJs(attempt: AttemptSnapshot, input: MoveInput): Judgement {
  const chess = replay(attempt.startFen, attempt.moves);
  // Only the moving piece's moves: generating every legal move costs several times more.
  const candidates = chess.moves({ square: input.from as Square, verbose: true }).filter((m) => m.to === input.to);
  if (candidates.length === 0) return { kind: 'illegal', message: `Invalid move: ${input.from}${input.to}` };
  const isPromotion = candidates.some((m) => m.promotion);
  if (isPromotion && !input.promotion)
    return { kind: 'illegal', message: `Invalid move: ${input.from}${input.to} needs a promotion piece (q, n, r or b)` };
  const chosen = candidates.find((m) => (isPromotion ? m.promotion === input.promotion : true));
  if (!chosen) return { kind: 'illegal', message: `Invalid move: ${input.from}${input.to}${input.promotion ?? ''}` };

  const userMove = played(chess.move({ from: chosen.from, to: chosen.to, promotion: chosen.promotion }));
  const moves = [...attempt.moves, userMove.uci];
  const userMoves = userMovesIn(moves);
  // A checkmate solves the puzzle, even earlier than max_user_moves (an alternative mate counts).
  if (chess.isCheckmate()) return { kind: 'solved', userMove, reply: null, fen: chess.fen(), moves };
  if (userMoves >= attempt.maxUserMoves || chess.isGameOver()) return { kind: 'failed', userMove, reply: null, fen: chess.fen(), moves };

  const replyUci = nextMainLineMove(attempt.solution, moves) ?? bestDefence(chess.fen(), attempt.maxUserMoves - userMoves)?.move;
  if (!replyUci) return { kind: 'failed', userMove, reply: null, fen: chess.fen(), moves };
  const reply = played(chess.move({ from: replyUci.slice(0, 2), to: replyUci.slice(2, 4), promotion: replyUci[4] }));
  return { kind: 'continue', userMove, reply, fen: chess.fen(), moves: [...moves, reply.uci] };
}

/** The next main-line move's from-square while the player is still on the main line. */
export function hintSquareWithChessJs(attempt: AttemptSnapshot): string | null {
  const next = nextMainLineMove(attempt.solution, attempt.moves);
  if (next) return next.slice(0, 2);
  // Off the main line: the first move of a fastest mate still possible from here, if any.
  const fen = replay(attempt.startFen, attempt.moves).fen();
  const mate = solveMate(fen, attempt.maxUserMoves - userMovesIn(attempt.moves));
  return mate?.keyMoves[0]?.slice(0, 2) ?? null;
}
