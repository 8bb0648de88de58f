import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '@/lib/db/store';
import type { DeletionRequest } from '@/lib/db/store/data-deletion';
import { parseSignedRequest } from '@/lib/facebook/signed-request';
import { badRequest, unavailable } from '@/lib/http/errors';
import { webhookReceived } from '@/lib/observability/events';

/**
 * Deleting a person's account and everything tied to it, for the two ways to ask: from the site
 * (a signed-in user) and Facebook's Data Deletion Request Callback. Framework-free: the store and
 * the auth backend's admin side are injected.
 */

/** The auth backend's admin side: deletes an auth user (the foreign keys cascade to our tables). */
export interface AuthAdmin {
  readonly kind: 'embedded' | 'supabase';
  /** null when users can be deleted; otherwise what is missing, in words for an operator. */
  unavailableReason(): string | null;
  /** Idempotent: a user that no longer exists counts as deleted. */
  deleteUser(userId: string): Promise<void>;
}

export type AccountDeletionDeps = {
  store: Store['dataDeletion'];
  authAdmin: AuthAdmin;
  /** The canonical origin, for the status URL handed to Facebook. */
  siteUrl: string;
  newConfirmationCode?: () => string;
  /** Stops the account's paid subscription (Stripe) before anything is deleted; absent: nothing to stop. */
  cancelSubscription?: (userId: string) => Promise<void>;
};

export type FacebookCallbackAnswer = { url: string; confirmation_code: string };

/** What the status page accepts as a confirmation code (what newConfirmationCode makes, and more). */
export const CONFIRMATION_CODE = /^[A-Za-z0-9_-]{8,64}$/;

export const STATUS_PATH = '/facebook-data-deletion-status';

export const FACEBOOK_NOT_CONFIGURED = 'Facebook data deletion is not configured on this site: FACEBOOK_APP_SECRET is not set.';

const defaultCode = () => randomBytes(12).toString('hex');
/** The Facebook user id is never stored: only this digest, enough to notice repeated requests. */
export const hashProviderUserId = (providerUserId: string) => createHash('sha256').update(providerUserId, 'utf8').digest('hex');

export function createAccountDeletion(deps: AccountDeletionDeps) {
  const newCode = deps.newConfirmationCode ?? defaultCode;

  function assertCanDelete(): void {
    const reason = deps.authAdmin.unavailableReason();
    if (reason) throw unavailable(reason);
  }

  /**
   * Deletes everything we hold for a user: the quota, quota item, progress and attempt rows keyed by
   * the user id (and by any extra keys, such as the browser's anonymous key whose progress was merged
   * into the account), then the auth user, whose deletion cascades to the profile, game runs,
   * leaderboard entries, identities and sessions. Nothing is deleted when the auth backend cannot
   * delete users; running it again after a failure finishes the job. A running subscription is
   * cancelled first: when that fails, nothing is deleted (the person would go on paying).
   */
  async function deleteUserData(userId: string, options: { extraKeys?: readonly string[] } = {}): Promise<{ rowsRemoved: number }> {
    assertCanDelete();
    await deps.cancelSubscription?.(userId);
    const rowsRemoved = await deps.store.deleteKeyedRows([userId, ...(options.extraKeys ?? [])]);
    await deps.authAdmin.deleteUser(userId);
    return { rowsRemoved };
  }

  /**
   * Handles one deletion request for a Facebook user: records it under a fresh confirmation code,
   * deletes the linked account if there is one, and marks the request completed (or no_data).
   */
  async function deleteFacebookUser(facebookUserId: string): Promise<DeletionRequest> {
    const userId = await deps.store.findUserIdByIdentity('facebook', facebookUserId);
    // Refuse before recording anything when the account could not be deleted anyway.
    if (userId) assertCanDelete();
    const request = await deps.store.createRequest({
      confirmationCode: newCode(),
      provider: 'facebook',
      providerUserIdHash: hashProviderUserId(facebookUserId),
    });
    if (!userId) return (await deps.store.finishRequest(request.confirmationCode, 'no_data')) ?? request;
    await deleteUserData(userId);
    return (await deps.store.finishRequest(request.confirmationCode, 'completed')) ?? request;
  }

  /**
   * Facebook's Data Deletion Request Callback: verifies the signed_request with the app secret, then
   * deletes. Answers Facebook's JSON shape; a bad or missing signature is a 400 that deletes nothing.
   */
  async function handleFacebookCallback(signedRequest: unknown, appSecret: string | null): Promise<FacebookCallbackAnswer> {
    if (!appSecret) throw unavailable(FACEBOOK_NOT_CONFIGURED);
    const parsed = parseSignedRequest(signedRequest, appSecret);
    if (!parsed.ok) {
      webhookReceived('facebook.data_deletion', 'refused');
      throw badRequest(parsed.message);
    }
    const request = await deleteFacebookUser(parsed.payload.userId).catch((error: unknown) => {
      webhookReceived('facebook.data_deletion', 'failed');
      throw error;
    });
    webhookReceived('facebook.data_deletion', 'applied');
    const url = new URL(STATUS_PATH, deps.siteUrl);
    url.searchParams.set('code', request.confirmationCode);
    return { url: url.toString(), confirmation_code: request.confirmationCode };
  }

  /** A request by its confirmation code; null for an unknown or malformed code. */
  async function requestStatus(code: unknown): Promise<DeletionRequest | null> {
    if (typeof code !== 'string' || !CONFIRMATION_CODE.test(code)) return null;
    return deps.store.findRequest(code);
  }

  return { deleteUserData, deleteFacebookUser, handleFacebookCallback, requestStatus };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;

/** The embedded auth's users live in our own database: deleted by SQL. */
export function embeddedAuthAdmin(store: Store['dataDeletion']): AuthAdmin {
  return {
    kind: 'embedded',
    unavailableReason: () => null,
    async deleteUser(userId) {
      await store.deleteAuthUser(userId);
    },
  };
}
