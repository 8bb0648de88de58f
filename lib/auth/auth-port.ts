/**
 * The auth port: one interface, two adapters (embedded, Supabase). Route handlers and pages use
 * only this; neither adapter's vendor shapes leave lib/auth.
 */
export type AuthUser = { id: string; email: string };

export type AuthErrorCode =
  | 'invalid_credentials'
  | 'user_exists'
  | 'weak_password'
  | 'invalid_input'
  | 'not_configured'
  | 'network'
  | 'session_missing'
  | 'invalid_token'
  | 'rate_limited';

export type AuthFailure = { ok: false; code: AuthErrorCode; message: string; reasons?: string[] };
export type AuthSuccess = { ok: true; user: AuthUser };
/** A sign-up may succeed without a session when the backend asks the user to confirm the e-mail first. */
export type SignUpResult = AuthSuccess | { ok: true; user: null; confirmationSent: true } | AuthFailure;
export type AuthResult = AuthSuccess | AuthFailure;

export type OAuthProvider = 'google' | 'facebook';

export type CookieToSet = { name: string; value: string; options: CookieOptions };
export type CookieOptions = {
  path?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none' | boolean;
  domain?: string;
};

/** The cookies of one request/response pair, in @supabase/ssr's getAll/setAll shape. */
export interface CookieJar {
  getAll(): { name: string; value: string }[];
  /** May be a no-op where cookies cannot be written (server components). */
  setAll(cookies: CookieToSet[]): void;
}

export interface AuthPort {
  readonly kind: 'embedded' | 'supabase';
  /** Whether the request carries session cookies at all: no verification, for cheap decisions only. */
  hasSession(): boolean;
  /** The verified signed-in user, or null. Never trusts an unverified cookie. */
  getUser(): Promise<AuthUser | null>;
  /**
   * getUser plus the profile's stored tier and display name (null: no profile row yet), read with
   * the session check in one database round trip. Only where sessions live in our database
   * (embedded); otherwise callers use getUser and read the profile themselves.
   */
  getUserAndTier?(): Promise<{ user: AuthUser; tier: string | null; displayName: string | null } | null>;
  /** Refreshes an expired or expiring session (rotating the refresh token); clears a dead one. */
  refreshSession(): Promise<void>;
  signUp(email: string, password: string, emailRedirectTo: string): Promise<SignUpResult>;
  signIn(email: string, password: string): Promise<AuthResult>;
  signOut(): Promise<void>;
  /** The provider's authorization URL; the browser is sent there. */
  startOAuth(provider: OAuthProvider, redirectTo: string): Promise<{ ok: true; url: string } | AuthFailure>;
  /** The OAuth / e-mail link callback: exchanges the code for a session. */
  exchangeCode(code: string): Promise<AuthResult>;
  /** Starts password recovery; resolves the same way whether or not the address is known. */
  requestPasswordRecovery(email: string, redirectTo: string): Promise<{ ok: true } | AuthFailure>;
  /** Sets a new password: with a recovery token (embedded) or for the current session (Supabase). */
  updatePassword(password: string, recoveryToken?: string): Promise<AuthResult>;
}
