import { recoverSchema } from '@/lib/auth/auth-schemas';
import { requestRecovery } from '@/lib/auth/sign-in-service';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

export const POST = handle(async (request: Request) => {
  const { email } = await readJson(request, recoverSchema);
  await requestRecovery(email);
  return jsonResponse({ message: 'If an account exists for that address, a link to reset the password is on its way.' });
});
