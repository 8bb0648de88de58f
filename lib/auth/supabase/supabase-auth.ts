import { createServerClient } from '@supabase/ssr';
import type { AuthError, SupabaseClient, SupabaseClientOptions, User } from '@supabase/supabase-js';
import type { AuthFailure, AuthPort, AuthResult, AuthUser, CookieJar, SignUpResult } from '../auth-port';
import { weakPasswordMessage } from '../password-policy';

export type SupabaseAuthDeps = { url: string; anonKey: string; jar: CookieJar; secureCookies: boolean };

function toUser(user: User | null | undefined): AuthUser | null {
  return user?.id && user.email ? { id: user.id, email: user.email } : null;
}

/** Supabase's error shapes, reshaped into the port's vocabulary before they leave lib/auth. */
export function mapSupabaseError(error: AuthError | Error | null | undefined): AuthFailure {
  const e = (error ?? {}) as { code?: string; status?: number; message?: string; name?: string; reasons?: string[] };
  const code = e.code ?? '';
  if (code === 'weak_password' || e.name === 'AuthWeakPasswordError') {
    const reasons = (e.reasons ?? []).map((r) =>
      r === 'length' ? 'use a longer password' : r === 'characters' ? 'mix letters, digits and symbols' : r === 'pwned' ? 'this password is known from a data breach' : r,
    );
    return { ok: false, code: 'weak_password', message: reasons.length ? weakPasswordMessage(reasons) : (e.message ?? 'Password is too weak.'), reasons };
  }
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(e.message ?? '')) {
    return { ok: false, code: 'invalid_credentials', message: 'Invalid login credentials.' };
  }
  if (code === 'user_already_exists' || code === 'email_exists' || /already registered/i.test(e.message ?? '')) {
    return { ok: false, code: 'user_exists', message: 'An account with this e-mail address already exists. Log in instead.' };
  }
  if (code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit' || e.status === 429) {
    return { ok: false, code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' };
  }
  if (e.name === 'AuthRetryableFetchError' || (e.status !== undefined && [0, 502, 503, 504].includes(e.status))) {
    return { ok: false, code: 'network', message: 'The sign-in service cannot be reached right now. Please try again.' };
  }
  if (code === 'session_not_found' || code === 'refresh_token_not_found' || e.name === 'AuthSessionMissingError') {
    return { ok: false, code: 'session_missing', message: 'Your session has ended. Please log in again.' };
  }
  if (
    ['bad_jwt', 'flow_state_not_found', 'flow_state_expired', 'bad_code_verifier', 'otp_expired', 'pkce_code_verifier_not_found'].includes(code) ||
    e.name === 'AuthPKCECodeVerifierMissingError'
  ) {
    return { ok: false, code: 'invalid_token', message: 'This link is invalid or has expired. Please try again.' };
  }
  return { ok: false, code: 'invalid_input', message: e.message || 'Sign-in failed. Please try again.' };
}

export type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * The site never opens Realtime, but supabase-js builds its Realtime client eagerly and, without a
 * transport, throws at construction on runtimes lacking a global WebSocket (Node 20). This stand-in
 * is only constructed if something tried to open a Realtime connection.
 */
export class NoRealtimeTransport {
  constructor() {
    throw new Error('Supabase Realtime is not used by the auth adapter.');
  }
}

/**
 * Supabase Auth through @supabase/ssr. A fresh client per request (never a shared one: it holds
 * that request's cookies). Tokens live only in httpOnly cookies; the browser never loads supabase-js.
 */
export function createSupabaseAuth(deps: SupabaseAuthDeps): AuthPort {
  const client: SupabaseClient = createServerClient(deps.url, deps.anonKey, {
    cookies: { getAll: () => deps.jar.getAll(), setAll: (cookies) => deps.jar.setAll(cookies) },
    cookieOptions: { path: '/', sameSite: 'lax', secure: deps.secureCookies, httpOnly: true },
    auth: { flowType: 'pkce' },
    realtime: { transport: NoRealtimeTransport as unknown as RealtimeTransport },
  });

  const result = (user: User | null | undefined, error: AuthError | null): AuthResult => {
    const mapped = toUser(user);
    if (error || !mapped) return mapSupabaseError(error);
    return { ok: true, user: mapped };
  };

  return {
    kind: 'supabase',

    hasSession() {
      // supabase-js keeps the session in sb-<project>-auth-token, split into .0, .1… when long.
      return deps.jar.getAll().some((c) => c.value !== '' && /^sb-.+-auth-token(\.\d+)?$/.test(c.name));
    },

    async getUser() {
      // getUser() asks the Auth server, so a revoked or forged token is never trusted.
      const { data, error } = await client.auth.getUser();
      return error ? null : toUser(data.user);
    },

    async refreshSession() {
      // Reading the session refreshes an expiring one and writes the new cookies through setAll.
      const { error } = await client.auth.getSession();
      // A refused refresh token means a dead session: clear it. An unreachable Auth server does not.
      if (error && mapSupabaseError(error).code !== 'network') await client.auth.signOut({ scope: 'local' });
    },

    async signUp(email, password, emailRedirectTo): Promise<SignUpResult> {
      const { data, error } = await client.auth.signUp({ email, password, options: { emailRedirectTo } });
      if (error) return mapSupabaseError(error);
      // Supabase answers an existing confirmed address with a user that has no identities.
      if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) {
        return mapSupabaseError({ name: 'AuthApiError', message: 'User already registered', code: 'user_already_exists' } as unknown as AuthError);
      }
      if (!data.session) return { ok: true, user: null, confirmationSent: true };
      return result(data.user, null);
    },

    async signIn(email, password) {
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      return result(data.user, error);
    },

    async signOut() {
      await client.auth.signOut({ scope: 'local' });
    },

    async startOAuth(provider, redirectTo) {
      const { data, error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo, skipBrowserRedirect: true } });
      if (error || !data.url) return mapSupabaseError(error);
      return { ok: true, url: data.url };
    },

    async exchangeCode(code) {
      const { data, error } = await client.auth.exchangeCodeForSession(code);
      return result(data.user, error);
    },

    async requestPasswordRecovery(email, redirectTo) {
      const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
      // Only transport failures are reported: whether the address exists is never revealed.
      if (error) {
        const mapped = mapSupabaseError(error);
        if (mapped.code === 'network' || mapped.code === 'rate_limited') return mapped;
      }
      return { ok: true };
    },

    async updatePassword(password) {
      const { data, error } = await client.auth.updateUser({ password });
      return result(data.user, error);
    },
  };
}
