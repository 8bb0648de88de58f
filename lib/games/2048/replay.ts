/** Replays a move list from a seed: the server's check of a submitted game. */
import { cloneBoard, type Board, type Direction } from './board';
import { hasWon, isGameOver, move, newGame, score } from './engine';
import { createSeededRandom, type RandomSource } from '../toolbox/seeded-random';

export interface ReplayResult {
  /** The board after the last valid move. */
  board: Board;
  /** True when every move changed the board. */
  valid: boolean;
  /** Whether a tile of 2048 or more was on the board at any point of the valid prefix. */
  reached2048: boolean;
  /** How many moves had been played when 2048 was first on the board (0: the start board). */
  wonAtMove?: number;
  validMoveCount: number;
  /** Index of the first move that changed nothing; the replay stops there. */
  invalidAt?: number;
  score: number;
  gameOver: boolean;
}

/** Replays from a given board, drawing spawns from `random` (which is advanced). */
export function replayFrom(start: Board, random: RandomSource, moves: readonly Direction[]): ReplayResult {
  let board = cloneBoard(start);
  let wonAtMove: number | undefined = hasWon(board) ? 0 : undefined;
  let invalidAt: number | undefined;
  for (let i = 0; i < moves.length; i++) {
    const result = move(board, moves[i] as Direction, random);
    if (!result.changed) {
      invalidAt = i;
      break;
    }
    board = result.board;
    if (wonAtMove === undefined && hasWon(board)) wonAtMove = i + 1;
  }
  return {
    board,
    valid: invalidAt === undefined,
    reached2048: wonAtMove !== undefined,
    ...(wonAtMove !== undefined ? { wonAtMove } : {}),
    validMoveCount: invalidAt ?? moves.length,
    ...(invalidAt !== undefined ? { invalidAt } : {}),
    score: score(board),
    gameOver: isGameOver(board),
  };
}

/** Replays a game started by newGame(createSeededRandom(seed)). */
export function replayGame(seed: string, moves: readonly Direction[]): ReplayResult {
  const random = createSeededRandom(seed);
  return replayFrom(newGame(random), random, moves);
}

/**
 * The check for a leaderboard claim: every move effective and the list ends exactly with the move
 * that first made a tile of 2048.
 */
export function isWinningReplay(result: ReplayResult): boolean {
  return result.valid && result.wonAtMove !== undefined && result.wonAtMove === result.validMoveCount;
}

/**
 * A lost game as the statistics count it: every move effective, 2048 never made, and the last move
 * left no move (game over). A game over after a win is that win's, already counted.
 */
export function isLostReplay(result: ReplayResult): boolean {
  return result.valid && result.wonAtMove === undefined && result.gameOver;
}
