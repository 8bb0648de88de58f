import { handle, jsonResponse } from '@/lib/http/responses';
import { heldReviewRequest } from '@/lib/requests/held-review-requests';

/** The results held as pending, oldest first (at most 100), for the administrator tier only (401/403 otherwise). */
export const GET = handle(async () => {
  const { review, reviewer } = await heldReviewRequest();
  return jsonResponse(await review.list(reviewer), { headers: { 'Cache-Control': 'private, no-store' } });
}, 'The held results could not be listed.');
