/**
 * What one seat at the table may know: its own tiles and everything played in the open. The
 * computer players (and the hint) decide from this alone, so they cannot peek at another hand or
 * the boneyard.
 */
import type { Random } from '../grid-puzzle-engine';
import type { Variant } from './levels';
import type { Play, Table } from './rules';
import type { LaidTile, Pip, Tile } from './tiles';

export type SeatView = {
  readonly seat: number;
  readonly variant: Variant;
  readonly hand: readonly Tile[];
  readonly line: readonly LaidTile[];
  /** How many tiles each seat holds. */
  readonly handCounts: readonly number[];
  readonly boneyard: number;
  /** Suits each seat was seen not to hold (when it drew or passed). */
  readonly lacks: readonly (readonly Pip[])[];
};

/** Chooses one of the legal plays (never empty). */
export type Strategy = (view: SeatView, plays: readonly Play[], random: Random) => Play;

export function seatView(table: Table, seat: number): SeatView {
  return {
    seat,
    variant: table.variant,
    hand: table.hands[seat]!,
    line: table.line,
    handCounts: table.hands.map((hand) => hand.length),
    boneyard: table.boneyard.length,
    lacks: table.lacks,
  };
}
