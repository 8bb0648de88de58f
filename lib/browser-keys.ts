/**
 * The names of what the browser keeps for the site and the pre-paint script (lib/theme/pre-paint-script.ts)
 * reads before any bundle arrives: a leaf module that imports nothing, so that script, and the security
 * headers that allow it by its hash, depend on neither the auth nor the games.
 */

/** The viewer hint cookie: lib/auth/viewer-hint.ts says what it holds and why nothing trusts it. */
export const VIEWER_HINT_COOKIE = 'viewer_hint';

/** Where the visitor's theme choice is kept ('light' or 'dark'; absent: follow the system). */
export const THEME_STORAGE_KEY = 'theme';

/** The browser remembers that a game's first-visit card was shown, so it appears once. */
export const howToPlaySeenKey = (game: string) => `how-to-play-seen:${game}`;
