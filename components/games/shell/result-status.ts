/**
 * The one status line of a results screen, where the result stands with the leaderboards. Pure.
 *
 * Order: help first. A result with help is unranked whatever else is true, so a review could change
 * nothing and a hold is not mentioned (the screen once said "assisted" and "Pending review: faster
 * than the fastest human solvers" at once). Then a hold (why it waits for review), then the ranks,
 * then how a win is ranked (a signed-out player's). The server's fair-play standing uses the same order.
 */
import type { HeldResult } from './play-api';

export type ResultStatus =
  | { kind: 'assisted'; sentence: string }
  | { kind: 'held'; held: HeldResult }
  | { kind: 'ranked'; ranks: string[] }
  | { kind: 'unranked'; sentence: string }
  | { kind: 'none' };

export const DEFAULT_RANK_NOTE = "Signed-in players' clean times enter the leaderboards.";

export function resultStatus(input: {
  won: boolean;
  /** The help used, in the game's words ('a hint and show mistakes'); '' when none. */
  help: string;
  /** Whether the server answered the finish (null result: the play was over when opened). */
  answered: boolean;
  held: HeldResult | null;
  ranks: string[];
  rankNote?: string;
}): ResultStatus {
  if (input.help) {
    return {
      kind: 'assisted',
      sentence: `${input.won ? 'Solved' : 'Played'} with ${input.help} (assisted: not entered on the leaderboards).`,
    };
  }
  if (!input.won || !input.answered) return { kind: 'none' };
  if (input.held) return { kind: 'held', held: input.held };
  if (input.ranks.length > 0) return { kind: 'ranked', ranks: input.ranks };
  return { kind: 'unranked', sentence: input.rankNote ?? DEFAULT_RANK_NOTE };
}
