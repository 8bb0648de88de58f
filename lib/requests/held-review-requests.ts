import 'server-only';
import { z } from 'zod';
import { getRouteViewer, getViewer } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { createHeldReview, type Reviewer } from '@/lib/games/platform/held-review';
import { parseWith } from '@/lib/http/read-body';

const playIdSchema = z.string().min(1).max(64, 'Unknown play id.');

type HeldReview = ReturnType<typeof createHeldReview>;

/**
 * The review service and its caller for a route handler: the session refreshed and read by the
 * handler itself (never trusted from the proxy); the service checks the administrator tier.
 */
export async function heldReviewRequest(): Promise<{ review: HeldReview; reviewer: Reviewer }> {
  const [store, viewer] = await Promise.all([getStore(), getRouteViewer()]);
  return { review: createHeldReview(store, PLATFORM_ENGINES), reviewer: { userId: viewer.user?.id ?? null, tier: viewer.tier } };
}

/** The same for the /admin page (a server component: the viewer read once per request, no cookie written). */
export async function heldReviewForPage(): Promise<{ review: HeldReview; reviewer: Reviewer }> {
  const [store, viewer] = await Promise.all([getStore(), getViewer()]);
  return { review: createHeldReview(store, PLATFORM_ENGINES), reviewer: { userId: viewer.user?.id ?? null, tier: viewer.tier } };
}

/** The play id from a decision's path. */
export async function heldPlayId(params: Promise<{ playId: string }>): Promise<string> {
  return parseWith(playIdSchema, (await params).playId);
}
