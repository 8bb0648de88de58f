import { z } from 'zod';
import type { Store } from '@/lib/db/store';
import type { HeldDecision, HeldResultRow } from '@/lib/db/store/held-results';
import { conflict, forbidden, notFound, unauthorized } from '@/lib/http/errors';
import { allTimeBoard, dailyBoard } from './boards';
import { hasSeveralDailies, type DailyLevelSource } from './daily-levels';

export type { HeldDecision, HeldResultRow } from '@/lib/db/store/held-results';

/** Who asks: the signed-in user and their tier, as lib/requests derives them from the session. */
export type Reviewer = { userId: string | null; tier: string };

/** A decision's body: `{ decision: 'release' | 'reject' }`. */
export const decisionSchema = z.object({ decision: z.enum(['release', 'reject']) }).strict();

/** Why a result was held, in a reviewer's words (a reason this list does not know shows as stored). */
export const REASON_LABELS: Readonly<Record<string, string>> = {
  'too-fast': 'Faster than the plausibility floor',
  'quick-moves': 'Many moves closer together than a person makes them',
  'help-nearby': 'Another key on the address was shown the answer shortly before',
  scouted: 'Another key on the address played this daily first',
};

export const REVIEW_MESSAGES = {
  notAdmin: 'Only an administrator can review held results.',
  notFound: 'No held result of that play.',
  notHeld: 'That result is not held: there is nothing to decide.',
  decided: (decision: HeldDecision) =>
    `That result was already ${decision === 'release' ? 'released' : 'rejected'}: a decision is made once.`,
};

type ReviewEngine = DailyLevelSource & { readonly rankByScore?: unknown };

/**
 * A person looks at held results (docs/GAMES.md, Fair play): the administrator tier lists the wins
 * held as pending and releases (they enter the boards as if never held) or rejects them (they stay
 * off the boards for good). Each decision is made once and recorded with its reviewer.
 */
export function createHeldReview(store: Pick<Store, 'heldResults'>, engines: Readonly<Record<string, ReviewEngine>>) {
  /** Signed out: 401; signed in below the administrator tier: 403. Checked here too, whoever calls. */
  function requireAdmin(reviewer: Reviewer): string {
    if (!reviewer.userId) throw unauthorized();
    if (reviewer.tier !== 'admin') throw forbidden(REVIEW_MESSAGES.notAdmin);
    return reviewer.userId;
  }

  /** The boards the result would have entered had it not been held (fair-play boardsOf's rule). */
  function boardsOf(target: { gameSlug: string; mode: string; level: string; day: string; sharedDeal: boolean }): string[] {
    const engine = Object.hasOwn(engines, target.gameSlug) ? engines[target.gameSlug] : undefined;
    if (!engine) return [];
    return [
      // A shared practice deal never enters the all-time board, released or not.
      ...(target.sharedDeal ? [] : [allTimeBoard(target.level)]),
      ...(target.mode === 'daily' ? [dailyBoard(target.day, hasSeveralDailies(engine) ? target.level : undefined)] : []),
    ];
  }

  return {
    /** Refuses a caller below the administrator tier (401/403) before anything else is read. */
    authorize: (reviewer: Reviewer) => void requireAdmin(reviewer),

    async list(reviewer: Reviewer): Promise<{ total: number; results: (HeldResultRow & { reasonLabel: string })[] }> {
      requireAdmin(reviewer);
      const { results, total } = await store.heldResults.listPending();
      return { total, results: results.map((r) => ({ ...r, reasonLabel: REASON_LABELS[r.reason] ?? r.reason })) };
    },

    async decide(
      reviewer: Reviewer,
      playId: string,
      decision: HeldDecision,
    ): Promise<{ playId: string; decision: HeldDecision; ranks: Record<string, number> }> {
      const reviewerId = requireAdmin(reviewer);
      const target = await store.heldResults.heldTarget(playId);
      if (!target) throw notFound(REVIEW_MESSAGES.notFound);
      if (target.decision) throw conflict(REVIEW_MESSAGES.decided(target.decision));
      if (target.held === null) throw conflict(REVIEW_MESSAGES.notHeld);
      const engine = Object.hasOwn(engines, target.gameSlug) ? engines[target.gameSlug] : undefined;
      const decided = await store.heldResults.decide({
        resultId: target.resultId,
        decision,
        reviewerId,
        boards: boardsOf(target),
        rankScore: engine?.rankByScore ? (target.score ?? 0) : 0,
      });
      if (decided === null) throw notFound(REVIEW_MESSAGES.notFound);
      // Another reviewer got there first (or the hold was gone): the same clear 409.
      if ('decided' in decided) throw conflict(decided.decided ? REVIEW_MESSAGES.decided(decided.decided) : REVIEW_MESSAGES.notHeld);
      return { playId, decision, ranks: decided.ranks };
    },
  };
}
