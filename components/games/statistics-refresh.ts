/** Tells a page's statistics panel to load again (after the server recorded a result). */
export const STATISTICS_CHANGED_EVENT = 'statistics-changed';

export function statisticsChanged(): void {
  window.dispatchEvent(new Event(STATISTICS_CHANGED_EVENT));
}
