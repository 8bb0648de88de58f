import { getCaller } from '@/lib/auth/viewer';
import { unauthorized } from '@/lib/http/errors';
import { handle, jsonResponse } from '@/lib/http/responses';
import { expireLapsedSubscriptions, paymentsConfigured } from '@/lib/payments';

/**
 * The caller's tier, read from the database: the success page polls it until the webhook has
 * arrived. Reading the caller also rewrites the viewer hint, so the ads go at once.
 */
export const GET = handle(async () => {
  if (paymentsConfigured()) await expireLapsedSubscriptions();
  const caller = await getCaller();
  if (!caller.user) throw unauthorized();
  return jsonResponse({ tier: caller.tier, premium: caller.tier === 'premium' || caller.tier === 'admin' });
});
