import { getCaller, rewriteViewerHint } from '@/lib/auth/viewer';
import { createDisplayNameService, displayNameSchema } from '@/lib/account/display-name-service';
import { getStore } from '@/lib/db/database';
import { unauthorized } from '@/lib/http/errors';
import { clientIp, enforceRateLimit, RATE_RULES } from '@/lib/http/rate-limit';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

async function signedIn() {
  const [store, caller] = await Promise.all([getStore(), getCaller()]);
  if (!caller.user) throw unauthorized('Sign in to have a display name.');
  return { service: createDisplayNameService(store), userId: caller.user.id, caller };
}

/** The signed-in player's public name: `{ name, chosen }` (chosen false: generated for them). */
export const GET = handle(async () => {
  const { service, userId } = await signedIn();
  return jsonResponse(await service.get(userId));
}, 'Your display name cannot be loaded right now.');

/** Chooses a display name: `{ name }`. Limited per address first, so a refused call reads and changes nothing. */
export const POST = handle(async (request: Request) => {
  await enforceRateLimit(RATE_RULES.displayNamePerIp, await clientIp());
  const { name } = await readJson(request, displayNameSchema);
  const { service, userId, caller } = await signedIn();
  const chosen = await service.choose(userId, name);
  await rewriteViewerHint({ ...caller, name: chosen.name });
  return jsonResponse(chosen);
}, 'Your display name could not be saved.');
