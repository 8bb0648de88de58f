import type { PuzzleLevel } from './grid-puzzle-engine';

/*
 * What a game's folder declares about it (docs/GAMES.md, Adding a game): its catalogue entry
 * (lib/games/<id>/catalogue-entry.ts) and its how-to text (lib/games/<id>/how-to.ts). Browser-safe:
 * no server-only import, no answer. The registries (catalogue.ts, how-to-play.ts) list them.
 */

/** What a game's leaderboard card says. Its boards: one all-time per level, one per daily. */
export type LeaderboardInfo = {
  /** One line under the card's heading, e.g. "Fastest times to reach the 2048 tile." */
  blurb: string;
  /** Shown while a board has no entry yet. */
  empty: string;
};

/** A game's start line: the same for every play, or one for its daily and one for practice. */
export type StartLine = string | { readonly daily: string; readonly practice: string };

/** The start line of a play in this mode. */
export const startLineFor = (line: StartLine | undefined, mode: 'daily' | 'practice'): string | undefined =>
  typeof line === 'string' ? line : line?.[mode];

export type CatalogueEntryOf<Id extends string> = {
  /** The route, and the key of every registry. */
  id: Id;
  name: string;
  /** The spec's short description: kept as the spec words it (search metadata and JSON-LD use it). */
  description: string;
  /**
   * One sentence a person would write about the game, for the home grid and under the game's
   * heading (the icon is components/games/<id>/icon.tsx).
   */
  tagline: string;
  /** Shown with a "New" badge on the home page: the games added in the latest wave. */
  isNew: boolean;
  /** The levels a player picks from (the engine's own list); empty where the game has none here. */
  levels: readonly PuzzleLevel[];
  /** Whether the game has a daily puzzle, the same for everybody on a UTC day. */
  daily: boolean;
  /**
   * How to begin, in a few words ("Select a cell, then a digit"): the status line above a platform
   * game's board shows it until the first move (components/games/shell/status-line.ts). One per mode
   * where a daily begins otherwise than a practice play (Minesweeper's daily has a given first cell).
   */
  startLine?: StartLine;
  /** null: the game keeps no leaderboard (chess puzzles are not a race). */
  leaderboard: LeaderboardInfo | null;
  /**
   * A game off the platform, with a route and API of its own (app/<id>), and the budget of that
   * page's JavaScript (gzip KB, scripts/check-budgets.mjs); app/[game] serves every other game.
   */
  ownRoute?: { budgetKb: number };
};

/** Declares a game's entry, keeping its id a literal so the catalogue's GameId is derived from the entries. */
export const catalogueEntry = <Id extends string>(entry: CatalogueEntryOf<Id>): CatalogueEntryOf<Id> => entry;

/** A game's "How to play" texts. */
export type HowTo = {
  /**
   * The full rules and controls, server-rendered on a platform game's page (a grid game's page adds
   * the shell's own lines, SHELL_HELP); none for a game with a page of its own.
   */
  play?: readonly string[];
  /**
   * The first-visit card's few lines, beside its pictured example (components/games/how-to-play):
   * the rule and the one gesture a new player needs, not every control.
   */
  start: readonly string[];
};

/**
 * The line on what each level asks for takes its words from the lists the game's grader takes its
 * techniques from (its level-techniques.ts), so the page cannot say other than what the engine grades.
 */
export const EACH_LEVEL = 'Each level needs something the one before never does.';
