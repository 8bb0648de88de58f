import { completeCallback } from '@/lib/auth/sign-in-service';
import { handle, seeOther } from '@/lib/http/responses';
import { mergeAnonymousPlay } from '@/lib/requests/sign-in-merge';

/** The OAuth and e-mail link callback: exchanges the code, then goes to the checked `next` path. */
export const GET = handle(async (request: Request) => {
  const url = new URL(request.url);
  return seeOther(await completeCallback(url.searchParams.get('code'), url.searchParams.get('next'), mergeAnonymousPlay));
});
