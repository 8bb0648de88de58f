import type { z } from 'zod';
import type { GridPuzzleEngine, PuzzleHint, PuzzleLevel, Random } from './grid-puzzle-engine';

/**
 * The contract of a game whose hidden information lives on the server (the mines, the hidden
 * word, face-down cards): the server keeps the state, the browser sends one move at a time and gets
 * back only what the move reveals. The platform stores the state, applies moves in order (one at a
 * time per play) and ends the play when the engine says so. Pure, like every engine.
 */
export type HiddenPlayStatus = 'playing' | 'won' | 'lost';

export type AppliedMove<State, Reply> = {
  state: State;
  /** What the player may see now: never anything still hidden. */
  reply: Reply;
  status: HiddenPlayStatus;
  /** Help this move gave, recorded on the play so the result is assisted (MoveHelp). */
  help?: MoveHelp;
};

/**
 * Help a move can give: Mahjong's shuffle (a re-deal that clears), a crossword's Check (which
 * squares are wrong) and Reveal (letters of the answer). The platform records a check with the
 * mistake checks and the others with the hints.
 */
export type MoveHelp = 'shuffle' | 'check' | 'reveal';

/**
 * A move the rules refuse, with the sentence the player sees (e.g. 'Not in the word list'). Like a
 * null, it changes nothing and uses nothing up.
 */
export type RefusedMove = { refused: string };

export function isRefusedMove(value: object): value is RefusedMove {
  return 'refused' in value && typeof value.refused === 'string';
}

export interface HiddenStateEngine<LevelId extends string, State, Move, Reply> {
  /** Tells the platform this game takes its moves one by one on the server. */
  readonly kind: 'hidden-state';
  readonly levels: readonly PuzzleLevel<LevelId>[];
  /** The level of the daily (the daily a request naming no level gets). */
  readonly dailyLevel: LevelId;
  /**
   * Optional: the levels that each have a daily of their own, dailyLevel among them (Solitaire:
   * Draw 1 and Draw 3). Default: dailyLevel alone. Read through dailyLevelsOf (platform/daily-levels).
   */
  readonly dailyLevels?: readonly LevelId[];
  /** A new game: its public text (the puzzle format) and its secret starting state. */
  newGame(level: LevelId, random: Random): { puzzle: string; state: State };
  /**
   * Optional: a new daily, chosen with the server's fresh random source (nothing in the repository
   * may let anyone compute a future daily), given the starting states of the game's earlier dailies,
   * newest first (e.g. a word list used without repeats). Without it the daily is
   * newGame(dailyLevel, random). It makes the dailyLevel's daily (other dailyLevels' come from
   * newGame). The platform stores what this returns: a daily never changes.
   */
  newDaily?(random: Random, pastDailies: readonly State[]): { puzzle: string; state: State };
  /**
   * Optional: the hidden parts dealt afresh for one practice play of a pooled puzzle (Dominoes: the
   * other hands, the boneyard and the computers' random source), given the puzzle's starting state
   * and the server's fresh random source; what the puzzle text shows stays as it is. The platform
   * applies it when it issues a practice play (never a daily: one puzzle for everybody), so nothing a
   * key learns of a pooled puzzle helps another key. Without it the deal is the puzzle, and a
   * practice result on a puzzle another key had too stays off the all-time boards.
   */
  dealForPlay?(state: State, random: Random): State;
  /**
   * Optional: whether a move is costly to apply (Minesweeper's first click makes the no-guess board):
   * the platform then applies it on the generator thread, one such move per play at a time.
   */
  costlyMove?(state: State, move: Move): boolean;
  /** Validates a stored state before the engine trusts it; null when it is not one. */
  parseState(value: unknown): State | null;
  readonly moveSchema: z.ZodType<Move>;
  /**
   * The state after a move and what it reveals; null when the move is not allowed now, or
   * `{ refused }` to tell the player why (either way nothing changes).
   */
  applyMove(state: State, move: Move): AppliedMove<State, Reply> | RefusedMove | null;
  /** What a player resuming the play may see (the reveals so far, nothing hidden). */
  publicView(state: State): Reply;
  /**
   * Faster than this is not a human: such a win counts, but enters no leaderboard. Given the final
   * state too, for games whose pace depends on what was hidden (Minesweeper's board).
   */
  minSolveSeconds(puzzle: string, state?: State): number;
  /**
   * What the fastest human players need for this finished game (its final state), on the
   * leaderboard's clock, which runs from the first move: faster is held off the public boards as
   * pending (docs/GAMES.md, Fair play).
   */
  plausibleSeconds(puzzle: string, state: State): number;
  /**
   * The shortest gap between two moves a human makes (seconds): a win with many moves closer than
   * this is held off the public boards as pending.
   */
  readonly minMoveSeconds: number;
  /** Optional: the next deduction on what the player sees (the platform's hint call, recorded as assisted). */
  hint?(state: State): PuzzleHint | null;
  /**
   * Optional: a small whole-number score of a won game (Word Guesser: the number of guesses), stored
   * with the result; the statistics count wins per score (`distribution`).
   */
  scoreOf?(state: State): number;
  /**
   * Optional, with scoreOf: the game's leaderboards rank by the score first (fewer is better), then
   * by time, and show the score in a column of this name (Word Guesser: 'Guesses'). Without it a
   * game's boards rank by time alone.
   */
  readonly rankByScore?: { readonly label: string };
}

export function isHiddenStateEngine<E extends object>(engine: E): engine is E & HiddenStateEngine<string, unknown, unknown, unknown> {
  return 'kind' in engine && engine.kind === 'hidden-state';
}

/** Either kind of engine the games platform hosts, as the registry (lib/games/platform-engines.ts) lists them. */
export type AnyGridEngine = GridPuzzleEngine<string, unknown>;
export type AnyHiddenEngine = HiddenStateEngine<string, unknown, unknown, unknown>;
export type PlatformEngine = AnyGridEngine | AnyHiddenEngine;
export type PlatformEngines = Readonly<Record<string, PlatformEngine>>;
