/**
 * The one status line of a results screen, where the result stands with the leaderboards. Pure.
 *
 * The server decides it (the finish's `standing`, fair-play resultStanding); the screen words it with
 * what it knows better (the help used, the ranks, the game's own note). Without a standing (a play
 * that was over when opened) it is derived in the server's order: help first (a result with help is
 * unranked whatever else is true, so a hold is not mentioned: the screen once said "assisted" and
 * "Pending review: faster than the fastest human solvers" at once), then a hold and why, then the
 * ranks, then how a win is ranked.
 */
import type { HeldResult, ResultStanding } from './play-api';

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
  /** The server's status of the result, when it sent one. */
  standing?: ResultStanding | null;
}): ResultStatus {
  const { standing } = input;
  const assisted = standing ? standing.status === 'assisted' : input.help !== '';
  if (assisted) {
    const sentence = input.help
      ? `${input.won ? 'Solved' : 'Played'} with ${input.help} (assisted: not entered on the leaderboards).`
      : (standing?.message ?? '');
    return { kind: 'assisted', sentence };
  }
  if (!input.won || !input.answered || standing?.status === 'lost') return { kind: 'none' };
  // Not ranked after a person's review: the server's sentence says so.
  if (standing?.status === 'rejected') return { kind: 'unranked', sentence: standing.message };
  if (input.held && (!standing || standing.status === 'held')) return { kind: 'held', held: input.held };
  if (input.ranks.length > 0 && (!standing || standing.status === 'ranked')) return { kind: 'ranked', ranks: input.ranks };
  // A shared practice deal counts but never ranks: the server's sentence says why.
  if (standing?.status === 'ranked' || standing?.status === 'held' || standing?.status === 'shared')
    return { kind: 'unranked', sentence: standing.message };
  return { kind: 'unranked', sentence: input.rankNote ?? DEFAULT_RANK_NOTE };
}
