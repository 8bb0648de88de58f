import { oauthSchema } from '@/lib/auth/auth-schemas';
import { startOAuth } from '@/lib/auth/sign-in-service';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

export const POST = handle(async (request: Request) => {
  const { provider, next } = await readJson(request, oauthSchema);
  return jsonResponse(await startOAuth(provider, next));
}, 'Social login failed. Please try again.');
