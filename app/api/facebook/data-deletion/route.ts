import { FACEBOOK_NOT_CONFIGURED, getAccountDeletion } from '@/lib/account';
import { getEnv } from '@/lib/env';
import { unavailable } from '@/lib/http/errors';
import { readForm } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

/**
 * Facebook's Data Deletion Request Callback (server to server, so no same-origin check: the signed
 * request is the authentication). Reads `signed_request` from the form body, verifies it with the app
 * secret, deletes what we hold for that Facebook user and answers `{ url, confirmation_code }`.
 */
export const POST = handle(
  async (request: Request) => {
    const secret = getEnv().facebookAppSecret;
    if (!secret) throw unavailable(FACEBOOK_NOT_CONFIGURED);
    const form = await readForm(request);
    const deletion = await getAccountDeletion();
    return jsonResponse(await deletion.handleFacebookCallback(form.get('signed_request'), secret));
  },
  'The deletion request could not be processed. Please try again.',
  { crossSite: 'allow' },
);
