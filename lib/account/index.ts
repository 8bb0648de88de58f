import 'server-only';
import { getStore } from '@/lib/db/database';
import { getEnv } from '@/lib/env';
import { subscriptionCanceller } from '@/lib/payments';
import { createAccountDeletion, embeddedAuthAdmin, type AccountDeletion } from './account-deletion';

/** The deletion service for the configured backends (embedded auth, or Supabase's admin API). */
export async function getAccountDeletion(): Promise<AccountDeletion> {
  const env = getEnv();
  const store = (await getStore()).dataDeletion;
  const authAdmin =
    env.auth.kind === 'supabase'
      ? // Loaded only in Supabase mode, like the auth adapter.
        (await import('./supabase-admin')).createSupabaseAuthAdmin({ url: env.auth.url, serviceRoleKey: env.auth.serviceRoleKey })
      : embeddedAuthAdmin(store);
  return createAccountDeletion({ store, authAdmin, siteUrl: env.siteUrl, cancelSubscription: await subscriptionCanceller() });
}

export { CONFIRMATION_CODE, FACEBOOK_NOT_CONFIGURED, STATUS_PATH } from './account-deletion';
export type { AccountDeletion, FacebookCallbackAnswer } from './account-deletion';
