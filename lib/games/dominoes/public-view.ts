/**
 * The player's view of the state the server keeps (seat 0): their own tiles, the line, the counts
 * of the others' tiles and of the boneyard, and what happened since their last move. Nothing from
 * another hand or the boneyard, except the hands a round's summary shows once it is over.
 */
import { parseLevelId, TARGET_SCORE } from './levels';
import type { DominoesReply } from './reply';
import { canDraw, canPlay, type Table } from './rules';
import type { DominoesState } from './state';
import { ENDS, endsOf, fitsEnd, isDouble, type End, type Tile } from './tiles';

export const PLAYER = 0;

/** The player's tiles that can be laid now, with the ends each fits (the opening tile only, if one must open). */
export function playableTiles(table: Table): { tile: Tile; ends: End[] }[] {
  const hand = table.hands[PLAYER]!;
  if (table.line.length === 0) {
    const leads = table.opening === null ? hand : hand.filter((tile) => tile === table.opening);
    return leads.map((tile) => ({ tile, ends: [...ENDS] }));
  }
  const ends = endsOf(table.line);
  return hand.flatMap((tile) => {
    const fits = ENDS.filter((end) => fitsEnd(tile, ends, end));
    return fits.length > 0 ? [{ tile, ends: fits }] : [];
  });
}

export function publicView(state: DominoesState): DominoesReply {
  const { match } = state;
  const { table } = match;
  const settings = parseLevelId(state.level)!;
  const playersTurn = match.phase === 'playing' && table.turn === PLAYER;
  const stuck = playersTurn && !canPlay(table, PLAYER);
  return {
    variant: match.variant,
    opponentLevel: settings.opponentLevel,
    round: match.round,
    target: TARGET_SCORE,
    scores: [...match.scores],
    hand: [...table.hands[PLAYER]!],
    line: table.line.map((laid) => ({ tile: laid.tile, left: laid.left, right: laid.right, double: isDouble(laid.tile), seat: laid.seat })),
    ends: endsOf(table.line),
    handCounts: table.hands.map((hand) => hand.length),
    boneyard: table.boneyard.length,
    phase: match.phase,
    turn: match.phase === 'playing' ? table.turn : null,
    mustOpenWith: playersTurn && table.line.length === 0 ? table.opening : null,
    playable: playersTurn ? playableTiles(table) : [],
    canDraw: stuck && canDraw(table),
    canPass: stuck && !canDraw(table),
    events: [...match.events],
    summary: match.summary,
  };
}
