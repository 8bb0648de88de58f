import { z } from 'zod';

/**
 * The viewer hint: a cookie the browser may read, naming who is signed in and their tier, so that
 * pages prerendered once for everybody can show the right header and hide ads for premium players.
 * Display only: it is never trusted for a decision (every route handler reads the session and the
 * database itself). A forged hint changes nothing but what its own browser shows.
 */
export const VIEWER_HINT_COOKIE = 'viewer_hint';

export type HintTier = 'free' | 'premium' | 'admin';
export type ViewerHint = { name: string; email: string; tier: HintTier };

const hintSchema = z.object({
  name: z.string().min(1).max(200),
  email: z.string().min(3).max(320),
  tier: z.enum(['free', 'premium', 'admin']),
});

/** How the site names a player: the e-mail address's local part. */
export const displayName = (email: string) => email.split('@')[0] || email;

export const hintShowsAds = (hint: ViewerHint | null) => hint === null || hint.tier === 'free';

/** base64url of the UTF-8 JSON: cookie-safe characters only, in the browser and in Node alike. */
export function encodeViewerHint(hint: ViewerHint): string {
  const bytes = new TextEncoder().encode(JSON.stringify(hint));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function parseViewerHint(value: string | undefined | null): ViewerHint | null {
  if (!value || value.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const json: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    const parsed = hintSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The hint cookie's value in a Cookie header or document.cookie string. */
export function viewerHintFromCookieString(cookies: string): ViewerHint | null {
  const match = new RegExp(`(?:^|;\\s*)${VIEWER_HINT_COOKIE}=([^;]*)`).exec(cookies);
  return parseViewerHint(match?.[1]);
}
