import { z } from 'zod';
import { getAccountDeletion } from '@/lib/account';
import { getAuthForRequest, requestAnonKey } from '@/lib/auth/viewer';
import { unauthorized } from '@/lib/http/errors';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

const schema = z.object({ confirm: z.literal('DELETE', { message: 'Type DELETE to confirm that you want your account deleted.' }) });

/**
 * A signed-in user deletes their own account: their data, their auth user, then their session.
 * Same-origin only (handle's CSRF check); the typed confirmation guards against a stray click.
 */
export const POST = handle(async (request: Request) => {
  const auth = await getAuthForRequest();
  await auth.refreshSession();
  const user = await auth.getUser();
  if (!user) throw unauthorized('You need to be signed in to delete your account.');
  await readJson(request, schema);

  const deletion = await getAccountDeletion();
  // The browser's anonymous progress was merged into the account at sign-in: it goes too.
  const anonKey = await requestAnonKey();
  await deletion.deleteUserData(user.id, { extraKeys: anonKey ? [anonKey] : [] });
  await auth.signOut();
  return jsonResponse({ deleted: true });
}, 'Your account could not be deleted. Please try again.');
