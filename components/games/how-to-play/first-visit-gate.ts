import { howToPlaySeenKey } from '@/lib/browser-keys';

/**
 * A first visit's how-to card is open over the game while the puzzle loads behind it: a grid game
 * asks for its first play paused (its timer starts when the card closes; the server's leaderboard
 * clock runs from the issue as always). The card says when it is open through the page's root
 * element (it may open before or after the shell starts), and when it closes through an event.
 */
const OPEN_ATTRIBUTE = 'data-how-to-open';
const CLOSED_EVENT = 'how-to-play-closed';

export function hasSeenHowTo(game: string): boolean {
  try {
    return localStorage.getItem(howToPlaySeenKey(game)) !== null;
  } catch {
    // No storage (private mode, blocked): the card cannot be remembered, so it is not forced either.
    return true;
  }
}

export function markHowToSeen(game: string) {
  try {
    localStorage.setItem(howToPlaySeenKey(game), '1');
  } catch {
    // Not remembered: the card shows again next visit, which is harmless.
  }
}

export function howToOpened(game: string) {
  document.documentElement.setAttribute(OPEN_ATTRIBUTE, game);
}

export function howToClosed(game: string) {
  if (document.documentElement.getAttribute(OPEN_ATTRIBUTE) !== game) return;
  document.documentElement.removeAttribute(OPEN_ATTRIBUTE);
  window.dispatchEvent(new CustomEvent(CLOSED_EVENT, { detail: game }));
}

/** This game's first-visit card is (or is about to be) open. */
export function firstVisitCardOpen(game: string): boolean {
  const card = document.querySelector(`dialog[data-how-to-game="${CSS.escape(game)}"]`);
  return document.documentElement.getAttribute(OPEN_ATTRIBUTE) === game || (card !== null && !hasSeenHowTo(game));
}

/** Resolves at once unless this game's first-visit card is (or is about to be) open; then when it closes. */
export function afterFirstVisitCard(game: string): Promise<void> {
  if (!firstVisitCardOpen(game)) return Promise.resolve();
  return new Promise((resolve) => {
    const onClosed = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== game) return;
      window.removeEventListener(CLOSED_EVENT, onClosed);
      resolve();
    };
    window.addEventListener(CLOSED_EVENT, onClosed);
  });
}
