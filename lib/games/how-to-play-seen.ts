/**
 * The browser remembers that a game's first-visit card was shown, so it appears once. Its own module:
 * the page's script needs only this key, not the how-to texts (rendered on the server).
 */
export const howToPlaySeenKey = (game: string) => `how-to-play-seen:${game}`;
