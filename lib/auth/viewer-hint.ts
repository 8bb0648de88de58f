/**
 * The viewer hint: a cookie the browser may read, with the signed-in player's public display name
 * and tier, so that pages prerendered once for everybody can show the right header and hide ads for
 * premium players. Page scripts (ads included) can read it, so it holds nothing private: never the
 * e-mail or any part of it. Display only: it is never trusted for a decision (every route handler
 * reads the session and the database itself). A forged hint changes nothing but its own browser.
 * The cookie's name is in lib/browser-keys.ts, which the pre-paint script reads too.
 */
import { VIEWER_HINT_COOKIE } from '@/lib/browser-keys';

export type HintTier = 'free' | 'premium' | 'admin';
export type ViewerHint = { name: string; tier: HintTier };

// Checked by hand, not with zod: this module is in every page's browser bundle.
const TIERS: readonly string[] = ['free', 'premium', 'admin'];
const text = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

function asHint(value: unknown): ViewerHint | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, tier } = value as Record<string, unknown>;
  if (!text(name, 1, 200) || typeof tier !== 'string' || !TIERS.includes(tier)) return null;
  return { name, tier: tier as HintTier };
}

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
    return asHint(json);
  } catch {
    return null;
  }
}

/** The hint cookie's value in a Cookie header or document.cookie string. */
export function viewerHintFromCookieString(cookies: string): ViewerHint | null {
  const match = new RegExp(`(?:^|;\\s*)${VIEWER_HINT_COOKIE}=([^;]*)`).exec(cookies);
  return parseViewerHint(match?.[1]);
}
