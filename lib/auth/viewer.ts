import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { getStore } from '@/lib/db/database';
import type { Tier } from '@/lib/db/store';
import { knownTier } from '@/lib/db/store/profiles';
import type { AuthPort, AuthUser, CookieJar } from './auth-port';
import { clientIp, RATE_RULES, rateBucket } from '@/lib/http/rate-limit';
import { ANON_KEY_SECRET, anonKeyCookieValue, ephemeralAnonKey, issueAnonKey, verifyAnonKey } from './anonymous-key';
import { requestCookieJar } from './cookie-jars';
import { createAuth, secureCookies } from './create-auth';
import { hintFor, writeViewerHint } from './viewer-hint-cookie';

/** 'anonymous' for visitors; 'unknown' for a profile whose tier is not one we know (counts as anonymous). */
export type ViewerTier = Tier | 'anonymous' | 'unknown';
/** name: the player's public display name (never derived from the e-mail); null when signed out. */
export type Viewer = { user: AuthUser | null; tier: ViewerTier; name: string | null };
export type Caller = Viewer & { key: string; keyKind: 'user' | 'anonymous' | 'ephemeral' };

export const SIGNED_OUT: Viewer = { user: null, tier: 'anonymous', name: null };

/** The verified user, tier and name: one round trip where the adapter reads them together (embedded). */
export async function readViewer(auth: AuthPort): Promise<Viewer> {
  const found = auth.getUserAndTier ? await auth.getUserAndTier() : await withProfileUnread(auth.getUser());
  if (!found) return SIGNED_OUT;
  const { user, tier, displayName } = found;
  if (tier !== null && displayName !== null) return { user, tier: knownTier(tier), name: displayName };
  // No profile row yet (or not read): ensureProfile creates it with tier free and a generated name.
  const profile = await (await getStore()).profiles.ensureProfile(user.id);
  return { user, tier: profile.tier, name: profile.displayName };
}

async function withProfileUnread(user: Promise<AuthUser | null>): Promise<{ user: AuthUser; tier: null; displayName: null } | null> {
  const found = await user;
  return found && { user: found, tier: null, displayName: null };
}

async function resolveViewer(refresh: boolean): Promise<Viewer> {
  const jar = await requestCookieJar();
  const auth = await createAuth(jar);
  // Only where cookies can be written: a refresh whose new cookie is dropped would burn the token.
  if (refresh) await auth.refreshSession();
  const viewer = await readViewer(auth);
  // Where cookies can be written, the viewer hint is corrected to what was just read (a new tier).
  if (refresh) writeViewerHint(jar, hintFor(viewer));
  return viewer;
}

/**
 * The viewer of a route handler that only serves accounts: the session refreshed and the viewer
 * hint rewritten, like getCaller, but never an anonymous key issued (a signed-out call writes nothing).
 */
export const getRouteViewer = () => resolveViewer(true);

/** The signed-in user and tier for rendering (server components); cached for the request. */
export const getViewer = cache(() => resolveViewer(false));

/**
 * For pages that still render when auth or the database is down: signed out then, with
 * `unavailable` set so the page can say what it leaves out.
 */
export async function getViewerOrSignedOut(): Promise<Viewer & { unavailable: boolean }> {
  try {
    return { ...(await getViewer()), unavailable: false };
  } catch (error) {
    unstable_rethrow(error);
    return { ...SIGNED_OUT, unavailable: true };
  }
}

/**
 * The request's anonymous key when its cookie carries our signature, the key was not retired (merged
 * into an account, signed out) and it is not a user's id: user ids are UUIDs too and share the keyed
 * tables, so a key equal to one must gain nothing (not their progress, attempts or quota, nor a
 * merge or deletion of them). Anything else counts as no key.
 */
export async function requestAnonKey(): Promise<string | null> {
  const value = anonKeyCookieValue(await requestCookieJar(), secureCookies());
  // No cookie, no database work.
  if (!value) return null;
  const store = await getStore();
  const key = verifyAnonKey(value, await store.serverSecrets.secret(ANON_KEY_SECRET));
  if (!key) return null;
  return (await store.serverSecrets.anonKeyStanding(key)) === 'usable' ? key : null;
}

/**
 * A new key for this visitor, never refused: a standing key (a year) while the address's allowance
 * of new keys (`RATE_RULES.anonKeysPerIp`) lasts, a short-lived one (a day) past it. Nothing is
 * stored for either until it plays, and what a key can play is bounded by the address's own limits
 * (game starts, the anonymous chess cap), so a script without cookies gains no more than a crowd of
 * newcomers behind one NAT, who all get to play (docs/SECURITY.md, Authorization).
 */
async function issueKey(jar: CookieJar): Promise<string> {
  const store = await getStore();
  const { bucket, windowSeconds, limit } = await rateBucket(RATE_RULES.anonKeysPerIp, await clientIp());
  const { allowed } = await store.rateLimits.hit(bucket, windowSeconds, limit, 'allowance');
  return issueAnonKey(jar, secureCookies(), await store.serverSecrets.secret(ANON_KEY_SECRET), allowed ? 'standing' : 'short-lived');
}

/**
 * The caller of a route handler, derived from its own cookies (never from proxy.ts, which API
 * routes skip): the user, else the signed anonymous key, else a new key issued with this answer (a
 * first call, or a key we did not sign), so the visitor's attempts and quota carry over to the next
 * call. A newcomer is never refused a key for what others on the address did (issueKey).
 */
export async function getCaller(): Promise<Caller> {
  return (await getKnownCaller()) ?? newCaller();
}

/** A caller with no key yet (getKnownCaller answered null): a new key, issued with this answer. */
export async function newCaller(): Promise<Caller> {
  const jar = await requestCookieJar();
  const issued = await issueKey(jar);
  // Where the cookie cannot be written, the spec's fallback: a key for this request only.
  return jar.writable()
    ? { ...SIGNED_OUT, key: issued, keyKind: 'anonymous' }
    : { ...SIGNED_OUT, key: ephemeralAnonKey(), keyKind: 'ephemeral' };
}

/**
 * The caller when the request already has one (a user or a signed anonymous key), else null, never
 * issuing a key: for read-only calls a page makes alongside its first play (two first calls each
 * issuing a key would race, and the browser would keep one of them, losing the play made under the
 * other), and for calls to a play, which a caller without a key cannot have.
 */
export async function getKnownCaller(): Promise<Caller | null> {
  const viewer = await resolveViewer(true);
  if (viewer.user) return { ...viewer, key: viewer.user.id, keyKind: 'user' };
  const anon = await requestAnonKey();
  return anon ? { ...viewer, key: anon, keyKind: 'anonymous' } : null;
}

/** getKnownCaller's key. */
export async function getKnownCallerKey(): Promise<string | null> {
  return (await getKnownCaller())?.key ?? null;
}

/**
 * Retires the browser's anonymous key (when it had a usable one) and gives it a fresh one in this
 * answer: after its plays were merged into an account, and at sign-out, so whoever uses the browser
 * next (a shared computer) starts with nothing of the previous visitor's. With `forget`, what the
 * merge left under the old key (the copied chess progress, old attempts and quota rows) is deleted
 * too: nothing is left that the account's deletion, which goes by user id, could miss. The fresh key
 * counts against the address's allowance like any other (past it, a short-lived one).
 */
export async function replaceAnonKey(old: string | null, options: { forget: boolean }): Promise<void> {
  const [store, jar] = await Promise.all([getStore(), requestCookieJar()]);
  if (old) {
    await store.serverSecrets.retireAnonKey(old);
    if (options.forget) await store.dataDeletion.deleteKeyedRows([old]);
  }
  await issueKey(jar);
}

/** After the player renamed themselves: the header's hint shows the new name at once. */
export async function rewriteViewerHint(viewer: Viewer): Promise<void> {
  writeViewerHint(await requestCookieJar(), hintFor(viewer));
}

/** The request's auth port; signing out through it also removes the viewer hint. */
export async function getAuthForRequest(): Promise<AuthPort> {
  const jar = await requestCookieJar();
  const auth = await createAuth(jar);
  return {
    ...auth,
    async signOut() {
      await auth.signOut();
      writeViewerHint(jar, null);
    },
  };
}
