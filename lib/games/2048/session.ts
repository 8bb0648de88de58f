/**
 * A game in progress as the browser keeps it: the board plus what is needed to replay and continue it
 * (seed, optional test start board, move list, PRNG state). Immutable and pure, so a React reducer can
 * use it, and validated by replay when restored from storage.
 */
import { boardsEqual, cloneBoard, isValidBoard, type Board, type Direction } from './board';
import { hasWon, isGameOver, move, newGame, type MoveResult } from './engine';
import { decodeMoves, encodeMove, isValidMoveString } from './move-codec';
import { replayFrom } from './replay';
import { createSeededRandom, restoreRandom, type RandomState } from '../toolbox/seeded-random';

export interface GameSession {
  seed: string;
  /** Set only for games started from a given board (tests); such games are never leaderboard games. */
  startBoard: Board | null;
  /** The server's game id when the seed came from the server. */
  gameId: string | null;
  board: Board;
  /** The effective moves so far, encoded ('udlr'). */
  moves: string;
  rng: RandomState;
  /** How many moves had been played when 2048 first appeared; null while not won. */
  wonAtMove: number | null;
  keepPlaying: boolean;
  over: boolean;
  /** The win was sent to the leaderboard (at most once per game). */
  submitted: boolean;
}

export interface SavedGame {
  version: 1;
  seed: string;
  startBoard: Board | null;
  gameId: string | null;
  board: Board;
  moves: string;
  won: boolean;
  keepPlaying: boolean;
  submitted: boolean;
}

const ID_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** Seeds and game ids: 1 to 128 printable ASCII characters, no spaces. */
export function isValidSeed(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

export function isValidGameId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

export interface SessionStart {
  seed: string;
  startBoard?: Board | null;
  gameId?: string | null;
}

export function startSession(options: SessionStart): GameSession {
  const random = createSeededRandom(options.seed);
  const startBoard = options.startBoard ? cloneBoard(options.startBoard) : null;
  const board = startBoard ? cloneBoard(startBoard) : newGame(random);
  const won = hasWon(board);
  return {
    seed: options.seed,
    startBoard,
    gameId: startBoard ? null : (options.gameId ?? null),
    board,
    moves: '',
    rng: random.state(),
    wonAtMove: won ? 0 : null,
    // A start board that already holds 2048 was not won by playing: no win panel.
    keepPlaying: won,
    over: isGameOver(board),
    submitted: false,
  };
}

/** Moves are refused while the game is over or the win panel waits for Keep Playing. */
export function isBlocked(session: GameSession): boolean {
  return session.over || (session.wonAtMove !== null && !session.keepPlaying);
}

export function isWinPending(session: GameSession): boolean {
  return session.wonAtMove !== null && !session.keepPlaying;
}

/** Null when blocked; otherwise the move's result and the next session (the same one for a no-op). */
export function sessionMove(session: GameSession, direction: Direction): { session: GameSession; result: MoveResult } | null {
  if (isBlocked(session)) return null;
  const random = restoreRandom(session.rng);
  const result = move(session.board, direction, random);
  if (!result.changed) return { session, result };
  const moves = session.moves + encodeMove(direction);
  const wonNow = session.wonAtMove === null && hasWon(result.board);
  return {
    session: {
      ...session,
      board: result.board,
      moves,
      rng: random.state(),
      wonAtMove: wonNow ? moves.length : session.wonAtMove,
      over: isGameOver(result.board),
    },
    result,
  };
}

export function continueAfterWin(session: GameSession): GameSession {
  return session.wonAtMove === null ? session : { ...session, keepPlaying: true };
}

export function markSubmitted(session: GameSession): GameSession {
  return { ...session, submitted: true };
}

/** A server game that ended without 2048: all its moves, which the server counts as a played game. */
export function lostMoves(session: GameSession): string | null {
  return session.over && session.wonAtMove === null && session.gameId !== null ? session.moves : null;
}

/** The moves up to and including the winning one: what the leaderboard receives. */
export function winningMoves(session: GameSession): string | null {
  return session.wonAtMove === null ? null : session.moves.slice(0, session.wonAtMove);
}

export function toSavedGame(session: GameSession): SavedGame {
  return {
    version: 1,
    seed: session.seed,
    startBoard: session.startBoard,
    gameId: session.gameId,
    board: session.board,
    moves: session.moves,
    won: session.wonAtMove !== null,
    keepPlaying: session.keepPlaying,
    submitted: session.submitted,
  };
}

/** Rebuilds a session from untrusted data by replaying it; null unless everything agrees. */
export function restoreSession(data: unknown): GameSession | null {
  if (typeof data !== 'object' || data === null) return null;
  const saved = data as Partial<Record<keyof SavedGame, unknown>>;
  if (saved.version !== 1 || !isValidSeed(saved.seed) || !isValidMoveString(saved.moves)) return null;
  if (!isValidBoard(saved.board)) return null;
  const startBoard = saved.startBoard ?? null;
  if (startBoard !== null && !isValidBoard(startBoard)) return null;
  const gameId = saved.gameId ?? null;
  if (gameId !== null && (!isValidGameId(gameId) || startBoard !== null)) return null;
  const moves = decodeMoves(saved.moves);
  if (moves === null) return null;

  const start = startSession({ seed: saved.seed, startBoard, gameId });
  const random = restoreRandom(start.rng);
  const replay = replayFrom(start.board, random, moves);
  if (!replay.valid || !boardsEqual(replay.board, saved.board)) return null;
  const wonAtMove = replay.wonAtMove ?? null;
  return {
    ...start,
    board: replay.board,
    moves: saved.moves,
    rng: random.state(),
    wonAtMove,
    keepPlaying: wonAtMove !== null && (wonAtMove === 0 || saved.keepPlaying === true),
    over: replay.gameOver,
    submitted: saved.submitted === true,
  };
}
