/**
 * What the player sees, in every move's answer and when a play is resumed (browser-safe types).
 * Seat 0 is the player; the computer players follow in playing order. Never another hand or the
 * boneyard's tiles: only their counts, until a round's summary shows the hands.
 */
import type { OpponentLevel, Variant } from './levels';
import type { MatchPhase, RoundSummary, TurnEvent } from './match';
import type { End, OpenEnds, Pip, Tile } from './tiles';

export type LineTile = {
  readonly tile: Tile;
  /** The pips as they face, read left to right. */
  readonly left: Pip;
  readonly right: Pip;
  /** A double is drawn crosswise. */
  readonly double: boolean;
  /** Who laid it (0: the player). */
  readonly seat: number;
};

export type DominoesReply = {
  readonly variant: Variant;
  readonly opponentLevel: OpponentLevel;
  readonly round: number;
  /** Points that win the match. */
  readonly target: number;
  /** The match score by seat. */
  readonly scores: readonly number[];
  /** The player's own tiles. */
  readonly hand: readonly Tile[];
  readonly line: readonly LineTile[];
  readonly ends: OpenEnds;
  /** How many tiles each seat holds. */
  readonly handCounts: readonly number[];
  /** Tiles in the boneyard (the Block game's are set aside, never drawn). */
  readonly boneyard: number;
  readonly phase: MatchPhase;
  /** The seat to move while the round is played (always the player's when the answer comes), else null. */
  readonly turn: number | null;
  /** While the line is empty in a round no winner leads: the tile that must open it. */
  readonly mustOpenWith: Tile | null;
  /** The player's tiles that can be laid now, with the ends each fits. */
  readonly playable: readonly { readonly tile: Tile; readonly ends: readonly End[] }[];
  readonly canDraw: boolean;
  readonly canPass: boolean;
  /**
   * What happened since the player's previous move was answered, in order: the player's own move
   * first, then each computer turn (a tile laid at an end, tiles drawn, a pass), to show one by one.
   */
  readonly events: readonly TurnEvent[];
  /** The round just ended (every hand shown), while its summary is up; else null. */
  readonly summary: RoundSummary | null;
};
