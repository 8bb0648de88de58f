import { z } from 'zod';
import { getStore } from '@/lib/db/database';
import { isAdminToken } from '@/lib/db/embedded-server-file';
import { TIERS } from '@/lib/db/store/profiles';
import { forbidden, notFound } from '@/lib/http/errors';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

const schema = z.object({ email: z.string().trim().email().max(254), tier: z.enum(TIERS as [string, ...string[]]) });

/** The tier command's way in while this server holds the embedded database (local admin token). */
export const POST = handle(async (request: Request) => {
  await getStore();
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  if (!isAdminToken(bearer)) throw forbidden('Not allowed.');
  const { email, tier } = await readJson(request, schema);
  const found = await (await getStore()).profiles.setTierByEmail(email, tier as (typeof TIERS)[number]);
  if (!found) throw notFound(`No user with the e-mail address ${email}.`);
  return jsonResponse({ email, tier });
});
