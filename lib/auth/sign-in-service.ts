import 'server-only';
import { getEnv } from '@/lib/env';
import { safeNextPath } from '@/lib/http/safe-redirect';
import { getStore } from '@/lib/db/database';
import { authFailureToError } from './auth-errors';
import type { AuthUser } from './auth-port';
import { requestCookieJar } from './cookie-jars';
import { getAuthForRequest, replaceAnonKey, requestAnonKey } from './viewer';
import { hintFor, writeViewerHint } from './viewer-hint-cookie';
import { clientIp, enforceRateLimit, RATE_RULES } from '@/lib/http/rate-limit';

export type SignedInView = { email: string; name: string; tier: string };

/**
 * Merges what the browser's anonymous key played into the account that just signed in. The route
 * passes it (lib/requests/sign-in-merge.ts): the auth knows nothing of the games.
 */
export type MergeAnonymousPlay = (anonKey: string, userId: string) => Promise<void>;

async function view(user: AuthUser, mergeAnonymousPlay: MergeAnonymousPlay): Promise<SignedInView> {
  const store = await getStore();
  const { tier, displayName } = await store.profiles.ensureProfile(user.id);
  // An anonymous visitor who signs up or logs in keeps their chess progress (max per difficulty),
  // statistics, daily results and plays: merged into the account, nothing counted twice.
  const anonKey = await requestAnonKey();
  if (anonKey) await mergeAnonymousPlay(anonKey, user.id);
  // Merged once, and never again into whoever signs in next on this browser: the key is retired
  // (what the merge left under it deleted) and the browser gets a fresh one in this answer.
  await replaceAnonKey(anonKey, { forget: true });
  writeViewerHint(await requestCookieJar(), hintFor({ user, tier, name: displayName }));
  return { email: user.email, name: displayName, tier };
}

/** The embedded auth guards itself; Supabase Auth has its own limits. */
async function limitEmbedded(rules: [(typeof RATE_RULES)[keyof typeof RATE_RULES], string][]) {
  if (getEnv().auth.kind !== 'embedded') return;
  for (const [rule, subject] of rules) await enforceRateLimit(rule, subject);
}

export async function signUp(email: string, password: string, mergeAnonymousPlay: MergeAnonymousPlay) {
  await limitEmbedded([
    [RATE_RULES.signUpPerIp, await clientIp()],
    [RATE_RULES.signUpPerEmail, email.toLowerCase()],
  ]);
  const auth = await getAuthForRequest();
  const result = await auth.signUp(email, password, `${getEnv().siteUrl}/auth/callback`);
  if (!result.ok) throw authFailureToError(result);
  if (!result.user) return { confirmationSent: true as const };
  return { user: await view(result.user, mergeAnonymousPlay) };
}

export async function signIn(email: string, password: string, mergeAnonymousPlay: MergeAnonymousPlay) {
  await limitEmbedded([
    [RATE_RULES.signInPerIp, await clientIp()],
    [RATE_RULES.signInPerEmail, email.toLowerCase()],
  ]);
  const auth = await getAuthForRequest();
  const result = await auth.signIn(email, password);
  if (!result.ok) throw authFailureToError(result);
  return { user: await view(result.user, mergeAnonymousPlay) };
}

/**
 * Signs out, then retires and replaces the browser's anonymous key too, so a shared computer's next
 * visitor starts clean (after the session is gone: a failure here cannot keep anybody signed in).
 */
export async function signOut() {
  await (await getAuthForRequest()).signOut();
  await replaceAnonKey(await requestAnonKey(), { forget: false });
}

export async function startOAuth(provider: 'google' | 'facebook', next: string | undefined) {
  const callback = new URL('/auth/callback', getEnv().siteUrl);
  callback.searchParams.set('next', safeNextPath(next));
  const result = await (await getAuthForRequest()).startOAuth(provider, callback.toString());
  if (!result.ok) throw authFailureToError(result);
  return { url: result.url };
}

/** The OAuth / e-mail link callback; returns where to send the browser. */
export async function completeCallback(code: string | null, next: string | null, mergeAnonymousPlay: MergeAnonymousPlay): Promise<string> {
  const target = safeNextPath(next);
  if (!code) return `/login?error=${encodeURIComponent('The sign-in link is missing its code. Please try again.')}`;
  const result = await (await getAuthForRequest()).exchangeCode(code);
  if (!result.ok) return `/login?error=${encodeURIComponent(result.message)}`;
  await view(result.user, mergeAnonymousPlay);
  return target;
}

export async function requestRecovery(email: string) {
  await limitEmbedded([[RATE_RULES.recoverPerIp, await clientIp()]]);
  const { siteUrl, auth } = getEnv();
  // Supabase's link carries a PKCE code: the callback exchanges it for a session, then the page sets
  // the password. The embedded link carries its own one-time token straight to the page.
  const target =
    auth.kind === 'supabase' ? `${siteUrl}/auth/callback?next=${encodeURIComponent('/reset-password')}` : `${siteUrl}/reset-password`;
  const result = await (await getAuthForRequest()).requestPasswordRecovery(email, target);
  if (!result.ok) throw authFailureToError(result);
}

export async function resetPassword(password: string, token: string | undefined, mergeAnonymousPlay: MergeAnonymousPlay) {
  await limitEmbedded([[RATE_RULES.resetPasswordPerIp, await clientIp()]]);
  const result = await (await getAuthForRequest()).updatePassword(password, token);
  if (!result.ok) throw authFailureToError(result);
  return { user: await view(result.user, mergeAnonymousPlay) };
}
