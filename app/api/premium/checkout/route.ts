import { z } from 'zod';
import { getCaller } from '@/lib/auth/viewer';
import { unauthorized } from '@/lib/http/errors';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { getBilling } from '@/lib/payments';

const schema = z.object({ plan: z.enum(['monthly', 'yearly'], { message: 'Choose the monthly or the yearly plan.' }) });

/** A signed-in player starts a Stripe Checkout for Premium; answers the URL to send the browser to. */
export const POST = handle(async (request: Request) => {
  const { plan } = await readJson(request, schema);
  const caller = await getCaller();
  if (!caller.user) throw unauthorized('Sign in or create an account to get Premium.');
  const billing = await getBilling();
  return jsonResponse(await billing.checkout({ id: caller.user.id, email: caller.user.email ?? null, tier: caller.tier }, plan));
}, 'The checkout could not be started. Please try again.');
