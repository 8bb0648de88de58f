import { z } from 'zod';
import { getCaller } from '@/lib/auth/viewer';
import { unauthorized } from '@/lib/http/errors';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { getBilling } from '@/lib/payments';

const schema = z.object({ returnTo: z.enum(['/premium', '/account']).default('/premium') });

/** A subscriber opens Stripe's customer portal (cancel, change card, invoices). */
export const POST = handle(async (request: Request) => {
  const { returnTo } = await readJson(request, schema);
  const caller = await getCaller();
  if (!caller.user) throw unauthorized('Sign in to manage your subscription.');
  return jsonResponse(await (await getBilling()).portal(caller.user.id, returnTo));
}, 'The subscription page could not be opened. Please try again.');
