import { resetPasswordSchema } from '@/lib/auth/auth-schemas';
import { resetPassword } from '@/lib/auth/sign-in-service';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { mergeAnonymousPlay } from '@/lib/requests/sign-in-merge';

export const POST = handle(async (request: Request) => {
  const { password, token } = await readJson(request, resetPasswordSchema);
  return jsonResponse(await resetPassword(password, token, mergeAnonymousPlay));
});
