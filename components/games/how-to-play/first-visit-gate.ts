import { howToPlaySeenKey } from '@/lib/browser-keys';

/**
 * A grid game's leaderboard clock runs from the moment its puzzle is issued, so a first-time
 * player must not be timed while reading the how-to card: the shell waits for the card to close
 * before it asks for the first puzzle. The card says when it is open through the page's root
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

/** Resolves at once unless this game's first-visit card is (or is about to be) open; then when it closes. */
export function afterFirstVisitCard(game: string): Promise<void> {
  const card = document.querySelector(`dialog[data-how-to-game="${CSS.escape(game)}"]`);
  const pending = document.documentElement.getAttribute(OPEN_ATTRIBUTE) === game || (card !== null && !hasSeenHowTo(game));
  if (!pending) return Promise.resolve();
  return new Promise((resolve) => {
    const onClosed = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== game) return;
      window.removeEventListener(CLOSED_EVENT, onClosed);
      resolve();
    };
    window.addEventListener(CLOSED_EVENT, onClosed);
  });
}
