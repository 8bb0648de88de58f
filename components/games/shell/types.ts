import type { ComponentType } from 'react';
import type { StartLine } from '@/lib/games/catalogue-entry';
import type { PuzzleLevel } from '@/lib/games/grid-puzzle-engine';

/** What the shell needs to know of a game: catalogue data, serialisable (the server page passes it). */
export type GameInfo = {
  id: string;
  name: string;
  /** The engine's own levels, from the catalogue. */
  levels: readonly PuzzleLevel[];
  /** Whether the game has a daily puzzle. */
  daily: boolean;
  /** The levels with a daily of their own, when there are several (Solitaire's Draw 1 and Draw 3): the engine's dailyLevels. */
  dailyLevels?: readonly string[];
  /** How to begin, in a few words (per mode where they differ): the catalogue's startLine. */
  startLine?: StartLine;
};

/** What a game's view receives: it draws the board and turns input into new states, nothing more. */
export type GameViewProps<State> = {
  /** The puzzle in the game's public format. */
  puzzle: string;
  /** The current state (after undo/redo too). */
  state: State;
  /** One player action, one undo step. Returning the same state records nothing. */
  update(action: (state: State) => State): void;
  /** The cells (row * width + column) the last hint points at; empty once the player acts. */
  hintCells: readonly number[];
  /** False once the play is over or while the result is being checked: the board only shows. */
  interactive: boolean;
  /** Says something to screen-reader users (one polite live region, owned by the shell). */
  announce(message: string): void;
  /** Says visibly (and to screen readers) why an input did nothing, e.g. a digit typed on a given. */
  notify(message: string): void;
  /**
   * "Show mistakes": asks the server which entered cells of this state differ from the solution
   * (never anything about empty cells). Each call makes the result assisted. null when the
   * answer did not come (offline, the play is over): show nothing new.
   */
  checkMistakes(state: State): Promise<readonly number[] | null>;
};

/**
 * A game's client side for the shell: its view and how its state maps to engine moves. The view's
 * state holds everything undo covers (e.g. sudoku digits and notes); it must be JSON-serialisable,
 * as the shell stores it per play for resume.
 */
export type ClientGame<State, Move> = {
  initialState(puzzle: string): State;
  /** A stored state checked against the puzzle; null when it does not fit (then the play starts afresh). */
  parseState(value: unknown, puzzle: string): State | null;
  /** The engine moves that lead from the puzzle to this state, for the hint and finish requests. */
  moves(puzzle: string, state: State): Move[];
  /** Whether the state looks finished (e.g. full, no conflicts): the shell then asks the server to check it. */
  readyToSubmit(puzzle: string, state: State): boolean;
  /** The state of a won play from the server's solved grid (its solution text): the finished board shown on reopening. */
  solvedState(puzzle: string, solution: string): State | null;
  View: ComponentType<GameViewProps<State>>;
};
