import 'server-only';
import type { AuthUser, CookieJar, CookieToSet } from './auth-port';
import { secureCookies } from './create-auth';
import { VIEWER_HINT_COOKIE } from '@/lib/browser-keys';
import { encodeViewerHint, parseViewerHint, type HintTier, type ViewerHint } from './viewer-hint';

/** As long as the refresh token can live: the hint is renewed whenever the session changes. */
const HINT_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The hint for a viewer: null when nobody is signed in. */
export function hintFor({ user, tier, name }: { user: AuthUser | null; tier: string; name: string | null }): ViewerHint | null {
  if (!user || !name) return null;
  const hintTier: HintTier = tier === 'premium' || tier === 'admin' ? tier : 'free';
  return { name, tier: hintTier };
}

function cookieFor(hint: ViewerHint | null): CookieToSet {
  // Readable by scripts on purpose (httpOnly false): the prerendered pages' header reads it.
  const options = { path: '/', httpOnly: false, sameSite: 'lax' as const, secure: secureCookies() };
  return hint
    ? { name: VIEWER_HINT_COOKIE, value: encodeViewerHint(hint), options: { ...options, maxAge: HINT_MAX_AGE_SECONDS } }
    : { name: VIEWER_HINT_COOKIE, value: '', options: { ...options, maxAge: 0 } };
}

function currentViewerHint(jar: CookieJar): { present: boolean; hint: ViewerHint | null } {
  const raw = jar.getAll().find((c) => c.name === VIEWER_HINT_COOKIE)?.value;
  return { present: raw !== undefined && raw !== '', hint: parseViewerHint(raw) };
}

const same = (a: ViewerHint | null, b: ViewerHint | null) =>
  a === b || (a !== null && b !== null && a.name === b.name && a.tier === b.tier);

/** Sets (or with null, removes) the hint, writing only when it changes. */
export function writeViewerHint(jar: CookieJar, hint: ViewerHint | null): void {
  const current = currentViewerHint(jar);
  if (same(current.hint, hint) && (hint !== null || !current.present)) return;
  jar.setAll([cookieFor(hint)]);
}
