import { credentialsSchema } from '@/lib/auth/auth-schemas';
import { signUp } from '@/lib/auth/sign-in-service';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { mergeAnonymousPlay } from '@/lib/requests/sign-in-merge';

export const POST = handle(async (request: Request) => {
  const { email, password } = await readJson(request, credentialsSchema);
  return jsonResponse(await signUp(email, password, mergeAnonymousPlay), { status: 201 });
}, 'Sign-up failed. Please try again.');
