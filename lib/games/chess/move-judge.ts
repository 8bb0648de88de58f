import { bestDefence, Game, promotionOf, solveMate } from '@/lib/games/chess';

/**
 * Judges one player move of a puzzle attempt, pure: a small result (illegal / solved / failed /
 * continue with the opponent's reply), in the spirit of lichess's puzzle modules. The solution is
 * the stored main line; a player who leaves it is answered by the most stubborn defence.
 * It runs on the fast board (Game) and answers exactly as chess.js would: SAN, FEN and game end
 * (move-judge-oracle.ts keeps the chess.js version the tests compare it with).
 */
export type PlayedMove = { uci: string; san: string; from: string; to: string };
export type AttemptSnapshot = { startFen: string; solution: readonly string[]; maxUserMoves: number; moves: readonly string[] };
export type MoveInput = { from: string; to: string; promotion?: 'q' | 'n' | 'r' | 'b' };

export type Judgement =
  | { kind: 'illegal'; message: string }
  | { kind: 'solved' | 'failed'; userMove: PlayedMove; reply: null; fen: string; moves: string[] }
  | { kind: 'continue'; userMove: PlayedMove; reply: PlayedMove; fen: string; moves: string[] };

/** Replays the attempt's moves from the start (all were validated when they were made). */
export function replay(startFen: string, moves: readonly string[]): Game {
  const game = Game.fromFen(startFen);
  for (const uci of moves) game.playUci(uci);
  return game;
}

export function userMovesIn(moves: readonly string[]): number {
  return Math.ceil(moves.length / 2);
}

/** The stored main line's next move while every move so far followed it; otherwise undefined. */
export function nextMainLineMove(solution: readonly string[], moves: readonly string[]): string | undefined {
  return moves.every((uci, i) => solution[i] === uci) ? solution[moves.length] : undefined;
}

export function judgeMove(attempt: AttemptSnapshot, input: MoveInput): Judgement {
  const game = replay(attempt.startFen, attempt.moves);
  const candidates = game.movesBetween(input.from, input.to);
  if (candidates.length === 0) return { kind: 'illegal', message: `Invalid move: ${input.from}${input.to}` };
  const isPromotion = candidates.some((m) => promotionOf(m) !== '');
  if (isPromotion && !input.promotion)
    return { kind: 'illegal', message: `Invalid move: ${input.from}${input.to} needs a promotion piece (q, n, r or b)` };
  const chosen = isPromotion ? candidates.find((m) => promotionOf(m) === input.promotion) : candidates[0];
  if (chosen === undefined) return { kind: 'illegal', message: `Invalid move: ${input.from}${input.to}${input.promotion ?? ''}` };

  const userMove = game.play(chosen);
  const moves = [...attempt.moves, userMove.uci];
  const userMoves = userMovesIn(moves);
  // A checkmate solves the puzzle, even earlier than max_user_moves (an alternative mate counts).
  if (game.isCheckmate()) return { kind: 'solved', userMove, reply: null, fen: game.fen(), moves };
  if (userMoves >= attempt.maxUserMoves || game.isGameOver()) return { kind: 'failed', userMove, reply: null, fen: game.fen(), moves };

  const replyUci = nextMainLineMove(attempt.solution, moves) ?? bestDefence(game.fen(), attempt.maxUserMoves - userMoves)?.move;
  if (!replyUci) return { kind: 'failed', userMove, reply: null, fen: game.fen(), moves };
  const reply = game.playUci(replyUci);
  return { kind: 'continue', userMove, reply, fen: game.fen(), moves: [...moves, reply.uci] };
}

/** The next main-line move's from-square while the player is still on the main line. */
export function hintSquare(attempt: AttemptSnapshot): string | null {
  const next = nextMainLineMove(attempt.solution, attempt.moves);
  if (next) return next.slice(0, 2);
  // Off the main line: the first move of a fastest mate still possible from here, if any.
  const fen = replay(attempt.startFen, attempt.moves).fen();
  const mate = solveMate(fen, attempt.maxUserMoves - userMovesIn(attempt.moves));
  return mate?.keyMoves[0]?.slice(0, 2) ?? null;
}
