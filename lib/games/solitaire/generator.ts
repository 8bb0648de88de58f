/**
 * Winnable deals: shuffle a deck with the injected random source, and keep the first deal the
 * solver proves winnable within its cap ("thoughtful" Klondike: the solver knows the face-down
 * cards and the stock order). A deal it cannot prove is never served: another is shuffled, up to
 * MAX_DEAL_TRIES, then a clear error.
 */
import { fullDeck, type Card } from './cards';
import { levelById, type LevelId } from './levels';
import { dealPosition } from './position';
import type { Random } from '../grid-puzzle-engine';
import { shuffled } from '../toolbox/random';
import { PROOF_STATE_CAP, solve } from './solver';
import type { Step } from './rules';

/** About one random deal in six or seven is not proven within the cap; forty in a row never happens in practice. */
export const MAX_DEAL_TRIES = 40;

export type ProvenDeal = {
  /** The deck in deal order (position.ts). */
  readonly deck: Card[];
  /** The solver's winning line from the deal. */
  readonly proof: Step[];
  /** Deals shuffled until this one was proven (1 when the first was). */
  readonly tries: number;
  /** Positions the solver visited over all tries. */
  readonly states: number;
};

export function generateDeal(level: LevelId, random: Random, maxStates = PROOF_STATE_CAP): ProvenDeal {
  const { drawCount } = levelById(level);
  let states = 0;
  for (let tries = 1; tries <= MAX_DEAL_TRIES; tries++) {
    const deck = shuffled(fullDeck(), random);
    const outcome = solve(dealPosition(deck, drawCount), maxStates);
    states += outcome.states;
    if (outcome.line) return { deck, proof: outcome.line, tries, states };
  }
  throw new Error(`No ${level} deal proven winnable in ${MAX_DEAL_TRIES} tries (${maxStates} positions each)`);
}
