/** The browser's localStorage, or null where there is none (the server) or it is disabled (access throws). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
