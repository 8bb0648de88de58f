import { getRouteViewer } from '@/lib/auth/viewer';
import { unauthorized } from '@/lib/http/errors';
import { enforceRateLimit, RATE_RULES } from '@/lib/http/rate-limit';
import { handle, jsonResponse } from '@/lib/http/responses';

/**
 * The caller's tier, read from the database (Premium only while a paid period runs, computed as it
 * is read): the success page polls it until the webhook has arrived. Reading the caller also
 * rewrites the viewer hint, so the ads go at once. A signed-out call is refused before any write.
 */
export const GET = handle(async () => {
  const viewer = await getRouteViewer();
  if (!viewer.user) throw unauthorized();
  await enforceRateLimit(RATE_RULES.premiumStatusPerUser, viewer.user.id);
  return jsonResponse({ tier: viewer.tier, premium: viewer.tier === 'premium' || viewer.tier === 'admin' });
});
