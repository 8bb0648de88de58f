import { decisionSchema } from '@/lib/games/platform/held-review';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { heldPlayId, heldReviewRequest } from '@/lib/requests/held-review-requests';

type Context = { params: Promise<{ playId: string }> };

/**
 * Releases (`{ decision: 'release' }`) or rejects (`{ decision: 'reject' }`) one held result:
 * same-origin (handle), administrator tier only (401/403), once (a second decision is a 409).
 */
export const POST = handle(async (request: Request, context: Context) => {
  const { review, reviewer } = await heldReviewRequest();
  review.authorize(reviewer);
  const { decision } = await readJson(request, decisionSchema);
  return jsonResponse(await review.decide(reviewer, await heldPlayId(context.params), decision));
}, 'The decision could not be recorded.');
