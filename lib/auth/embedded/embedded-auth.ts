import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Store } from '@/lib/db/store';
import { makePrivateFolder } from '@/lib/db/private-folder';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/observability/logger';
import type { AuthFailure, AuthPort, AuthResult, AuthUser, CookieJar, CookieToSet, SignUpResult } from '../auth-port';
import { weakPasswordMessage, weakPasswordReasons } from '../password-policy';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password-hash';
import { VerifiedTokenCache, type VerifiedClaims } from './verified-tokens';

export const ACCESS_COOKIE = 'session_access';
export const REFRESH_COOKIE = 'session_refresh';
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** Refresh a little before expiry so a page render never meets a token that dies mid-request. */
const REFRESH_MARGIN_SECONDS = 90;
const RECOVERY_TTL_SECONDS = 3600;

export type EmbeddedAuthDeps = {
  store: Store['embeddedAuth'];
  jar: CookieJar;
  secureCookies: boolean;
  /** Where the recovery link goes: the server log, as development mail tools do. */
  sendRecoveryLink?: (email: string, link: string) => void;
  now?: () => number;
};

type AccessClaims = VerifiedClaims;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');
const failure = (code: AuthFailure['code'], message: string, reasons?: string[]): AuthFailure => ({ ok: false, code, message, reasons });

let secretCache: { store: unknown; key: Uint8Array } | undefined;
/** Process-wide: one entry per live access token is plenty (a token lives an hour). */
const verifiedTokens = new VerifiedTokenCache(10_000);

export function createEmbeddedAuth(deps: EmbeddedAuthDeps): AuthPort {
  const now = deps.now ?? (() => Date.now());
  const nowSeconds = () => Math.floor(now() / 1000);

  async function signingKey(): Promise<Uint8Array> {
    if (secretCache?.store === deps.store) return secretCache.key;
    const secret = await deps.store.secret('jwt-signing-key', () => randomBytes(32).toString('base64url'));
    secretCache = { store: deps.store, key: new TextEncoder().encode(secret) };
    return secretCache.key;
  }

  function cookie(name: string): string | undefined {
    return deps.jar.getAll().find((c) => c.name === name)?.value;
  }

  const baseOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: deps.secureCookies };

  async function issue(user: AuthUser, sessionId: string, refreshToken: string): Promise<void> {
    const iat = nowSeconds();
    const access = await new SignJWT({ email: user.email, sid: sessionId, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
      .sign(await signingKey());
    const cookies: CookieToSet[] = [
      // The access cookie outlives its token so an expired one can still name the session to refresh.
      { name: ACCESS_COOKIE, value: access, options: { ...baseOptions, maxAge: REFRESH_TOKEN_TTL_SECONDS } },
      { name: REFRESH_COOKIE, value: refreshToken, options: { ...baseOptions, maxAge: REFRESH_TOKEN_TTL_SECONDS } },
    ];
    deps.jar.setAll(cookies);
  }

  function clearCookies(): void {
    deps.jar.setAll([
      { name: ACCESS_COOKIE, value: '', options: { ...baseOptions, maxAge: 0 } },
      { name: REFRESH_COOKIE, value: '', options: { ...baseOptions, maxAge: 0 } },
    ]);
  }

  async function startSession(user: AuthUser): Promise<void> {
    const refreshToken = newToken();
    const sessionId = await deps.store.createSession(user.id, sha256(refreshToken), new Date(now() + REFRESH_TOKEN_TTL_SECONDS * 1000));
    await issue(user, sessionId, refreshToken);
  }

  /** Verified claims of the access cookie; 'expired' when only the expiry fails. */
  async function readAccess(): Promise<AccessClaims | 'expired' | null> {
    const token = cookie(ACCESS_COOKIE);
    if (!token) return null;
    const key = await signingKey();
    const known = verifiedTokens.get(token, key);
    // The signature was checked before; the expiry is judged now, exactly as jose does (exp <= now).
    if (known) return known.exp <= nowSeconds() ? 'expired' : known;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: new Date(now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.sid !== 'string') return null;
      const claims = { sub: payload.sub, email: payload.email, sid: payload.sid, exp: payload.exp ?? 0 };
      if (payload.exp !== undefined) verifiedTokens.set(token, key, claims);
      return claims;
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : null;
    }
  }

  return {
    kind: 'embedded',

    hasSession() {
      return Boolean(cookie(ACCESS_COOKIE) || cookie(REFRESH_COOKIE));
    },

    async getUser() {
      const claims = await readAccess();
      if (!claims || claims === 'expired') return null;
      // A revoked session (logout elsewhere, password reset, deleted account) ends at once.
      if (!(await deps.store.isSessionActive(claims.sid))) return null;
      return { id: claims.sub, email: claims.email };
    },

    async getUserAndTier() {
      const claims = await readAccess();
      if (!claims || claims === 'expired') return null;
      // The same revocation check as getUser, with the tier in the same query.
      const session = await deps.store.activeSessionTier(claims.sid);
      return session && { user: { id: claims.sub, email: claims.email }, tier: session.tier, displayName: session.displayName };
    },

    async refreshSession() {
      const refreshToken = cookie(REFRESH_COOKIE);
      const claims = await readAccess();
      if (claims && claims !== 'expired' && claims.exp - nowSeconds() > REFRESH_MARGIN_SECONDS) return;
      if (!refreshToken) {
        if (cookie(ACCESS_COOKIE)) clearCookies();
        return;
      }
      const next = newToken();
      const rotated = await deps.store.rotateRefreshToken(
        sha256(refreshToken),
        sha256(next),
        new Date(now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      );
      if (rotated === null || rotated === 'reused') {
        clearCookies();
        return;
      }
      await issue(rotated.user, rotated.sessionId, next);
    },

    async signUp(email, password): Promise<SignUpResult> {
      const reasons = weakPasswordReasons(password);
      if (reasons.length > 0) return failure('weak_password', weakPasswordMessage(reasons), reasons);
      const created = await deps.store.createUser(email, await hashPassword(password));
      if (created === 'exists') return failure('user_exists', 'An account with this e-mail address already exists. Log in instead.');
      await startSession(created);
      return { ok: true, user: created };
    },

    async signIn(email, password): Promise<AuthResult> {
      const stored = await deps.store.findUserByEmail(email);
      const valid = await verifyPassword(password, stored?.passwordHash ?? DUMMY_HASH);
      if (!stored || !valid) return failure('invalid_credentials', 'Invalid login credentials.');
      const user = { id: stored.id, email: stored.email };
      await startSession(user);
      return { ok: true, user };
    },

    async signOut() {
      const claims = await readAccess();
      if (claims && claims !== 'expired') await deps.store.revokeSession(claims.sid);
      else {
        const token = cookie(ACCESS_COOKIE);
        // An expired token still names its session; its signature was checked by the expiry path.
        const sid = token ? decodeSid(token) : null;
        if (sid && claims === 'expired') await deps.store.revokeSession(sid);
      }
      clearCookies();
    },

    async startOAuth() {
      return failure('not_configured', 'Social login is not configured on this site. Use your e-mail and password instead.');
    },

    async exchangeCode() {
      return failure('not_configured', 'Social login is not configured on this site.');
    },

    async requestPasswordRecovery(email, redirectTo) {
      const stored = await deps.store.findUserByEmail(email);
      if (stored) {
        const token = newToken();
        await deps.store.createRecoveryToken(stored.id, sha256(token), new Date(now() + RECOVERY_TTL_SECONDS * 1000));
        const link = `${redirectTo}${redirectTo.includes('?') ? '&' : '?'}token=${token}`;
        (deps.sendRecoveryLink ?? defaultRecoveryLog)(stored.email, link);
      }
      return { ok: true };
    },

    async updatePassword(password, recoveryToken) {
      const reasons = weakPasswordReasons(password);
      if (reasons.length > 0) return failure('weak_password', weakPasswordMessage(reasons), reasons);
      if (!recoveryToken) return failure('session_missing', 'This password reset link is missing its token. Ask for a new one.');
      const user = await deps.store.resetPassword(sha256(recoveryToken), await hashPassword(password));
      if (!user) return failure('invalid_token', 'This password reset link is invalid or has expired. Ask for a new one.');
      await startSession(user);
      return { ok: true, user };
    },
  };
}

/** Where the embedded auth's password recovery links go (see defaultRecoveryLog). */
export const RECOVERY_LINKS_FILE = 'recovery-links.txt';

function decodeSid(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown };
    return typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}

/**
 * The embedded auth sends no mail: the link goes to a file only the server's user can read (in the
 * private data folder), never to the log, which holds no e-mail and no token. Supabase Auth mails it.
 */
function defaultRecoveryLog(email: string, link: string): void {
  const folder = path.resolve(getEnv().dataDir);
  makePrivateFolder(folder);
  const file = path.join(folder, RECOVERY_LINKS_FILE);
  appendFileSync(file, `${new Date().toISOString()} ${email} ${link}\n`, { mode: 0o600 });
  logger().info({ file }, 'a password recovery link was written to the recovery links file');
}
