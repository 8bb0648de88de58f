import { createClient, type AuthError } from '@supabase/supabase-js';
import { mapSupabaseError, NoRealtimeTransport, type RealtimeTransport } from '@/lib/auth/supabase/supabase-auth';
import { unavailable } from '@/lib/http/errors';
import type { AuthAdmin } from './account-deletion';

export type SupabaseAdminConfig = { url: string; serviceRoleKey: string | null };

export const MISSING_SERVICE_ROLE_KEY =
  'Account deletion is not available: this server has no SUPABASE_SERVICE_ROLE_KEY, which Supabase needs to delete users. Please contact us by e-mail instead.';

function isUserNotFound(error: AuthError): boolean {
  const e = error as AuthError & { code?: string; status?: number };
  return e.code === 'user_not_found' || e.status === 404;
}

/**
 * Supabase Auth's users are deleted through its admin API with the service-role key (server only,
 * never sent to the browser). Deleting the auth user cascades to our tables by their foreign keys.
 */
export function createSupabaseAuthAdmin(config: SupabaseAdminConfig): AuthAdmin {
  return {
    kind: 'supabase',
    unavailableReason: () => (config.serviceRoleKey ? null : MISSING_SERVICE_ROLE_KEY),
    async deleteUser(userId) {
      if (!config.serviceRoleKey) throw unavailable(MISSING_SERVICE_ROLE_KEY);
      const client = createClient(config.url, config.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        // See NoRealtimeTransport: supabase-js would otherwise throw at construction on Node 20.
        realtime: { transport: NoRealtimeTransport as unknown as RealtimeTransport },
      });
      const { error } = await client.auth.admin.deleteUser(userId);
      if (!error || isUserNotFound(error)) return;
      const mapped = mapSupabaseError(error);
      if (mapped.code === 'network' || mapped.code === 'rate_limited')
        throw unavailable('The sign-in service cannot be reached right now, so the account was not deleted. Please try again.');
      throw new Error(`Supabase refused to delete the user: ${error.message}`);
    },
  };
}
