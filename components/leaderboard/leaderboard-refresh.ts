/** Tells the leaderboard card to load again (after the server accepted a new time). */
export const LEADERBOARD_CHANGED_EVENT = 'leaderboard-changed';

export function leaderboardChanged(): void {
  window.dispatchEvent(new Event(LEADERBOARD_CHANGED_EVENT));
}
