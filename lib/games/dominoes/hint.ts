/**
 * The hint: what the Hard player would do in the player's seat, from what the player can see, with
 * the reason that weighed most. `cells` holds the index of the tile in the player's hand.
 */
import type { PuzzleHint } from '../grid-puzzle-engine';
import { joinWithAnd } from '../toolbox/text';
import { PLAYER } from './public-view';
import { canDraw, canPlay, legalPlays, nextSeat } from './rules';
import { seatView } from './seat-view';
import type { DominoesState } from './state';
import { scorePlays, type PlayScore } from './strategies';
import { endsAfter, endsOf, layTile, pipsOf, type Tile } from './tiles';

function reasonOf(best: PlayScore, state: DominoesState): { technique: string; why: string } {
  const { table } = state.match;
  const tile = best.play.tile;
  if (table.line.length === 0 && table.opening !== null) {
    return {
      technique: 'Opening',
      why: state.match.round === 1 ? 'the highest double (or heaviest tile) dealt opens the match' : 'it opens this round',
    };
  }
  if (best.goesOut) return { technique: 'Domino', why: 'it is your last tile' };
  const ends = endsOf(table.line);
  const after = endsAfter(ends, layTile(tile, ends, best.play.end, PLAYER), best.play.end);
  const suits = after.left === after.right ? `${after.left}s at both ends` : `${after.left} and ${after.right} at the ends`;
  const next = nextSeat(table, PLAYER);
  const lacked = table.lacks[next]!.filter((pip) => pip === after.left || pip === after.right);
  if (best.block >= best.unload && best.block >= best.follow) {
    const seen = lacked.length > 0 ? ` (they had no ${joinWithAnd(lacked.map(String))} when they last drew or passed)` : '';
    return { technique: 'Block', why: `it leaves ${suits}, which the next player is unlikely to hold${seen}` };
  }
  if (best.follow > best.unload) return { technique: 'Keep a suit', why: `it leaves ${suits}, and you keep tiles to follow them` };
  return { technique: 'Unload', why: `it sheds ${pipsOf(tile)} pips, which would count against you if the round ended now` };
}

/** The play the hint suggests (the Hard player's choice in the player's seat), when the player can play. */
export function suggestedPlay(state: DominoesState): PlayScore | null {
  const { match } = state;
  const { table } = match;
  if (match.phase !== 'playing' || table.turn !== PLAYER || !canPlay(table, PLAYER)) return null;
  return scorePlays(seatView(table, PLAYER), legalPlays(table, PLAYER))[0]!;
}

export function findHint(state: DominoesState): PuzzleHint | null {
  const { match } = state;
  const { table } = match;
  if (match.phase !== 'playing' || table.turn !== PLAYER) return null;
  if (!canPlay(table, PLAYER)) {
    const ends = endsOf(table.line)!;
    const suits = ends.left === ends.right ? `${ends.left}` : `${ends.left} or ${ends.right}`;
    if (canDraw(table)) return { technique: 'Draw', message: `None of your tiles fits ${suits}: draw from the boneyard.`, cells: [] };
    const why = table.variant === 'block' ? 'there is no drawing in the Block game' : 'the boneyard is empty';
    return { technique: 'Pass', message: `None of your tiles fits ${suits} and ${why}: pass.`, cells: [] };
  }
  const best = suggestedPlay(state)!;
  const { technique, why } = reasonOf(best, state);
  const where = table.line.length === 0 ? '' : ` on the ${best.play.end}`;
  const tile: Tile = best.play.tile;
  return { technique, message: `Play the ${tile}${where}: ${why}.`, cells: [table.hands[PLAYER]!.indexOf(tile)] };
}
