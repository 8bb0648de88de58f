'use client';

import { useSyncExternalStore } from 'react';
import { viewerHintFromCookieString, type ViewerHint } from '@/lib/auth/viewer-hint';

/**
 * The viewer hint cookie (lib/auth/viewer-hint.ts) as a store: the header and the ad slots of
 * prerendered pages render from it. undefined = not known yet (server render and hydration).
 */
const listeners = new Set<() => void>();
let snapshot: { cookie: string; hint: ViewerHint | null } | null = null;

function read(): ViewerHint | null {
  const cookie = document.cookie;
  if (snapshot?.cookie !== cookie) {
    snapshot = { cookie, hint: viewerHintFromCookieString(cookie) };
    // Keeps the pre-paint markers (used by CSS before hydration) true to the current hint.
    const root = document.documentElement;
    root.toggleAttribute('data-premium', snapshot.hint !== null && snapshot.hint.tier !== 'free');
    if (snapshot.hint) root.setAttribute('data-viewer', 'signed-in');
    else root.removeAttribute('data-viewer');
  }
  return snapshot.hint;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab may have signed in or out meanwhile.
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onChange);
  return () => {
    listeners.delete(onChange);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onChange);
  };
}

/** Call after a request that may have changed the session (sign-in, sign-up): re-reads the cookie. */
export function viewerHintChanged(): void {
  for (const listener of listeners) listener();
}

export function useViewerHint(): ViewerHint | null | undefined {
  return useSyncExternalStore(subscribe, read, () => undefined);
}
