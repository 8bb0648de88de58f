/**
 * What a refused or failed request means to a player, from its HTTP status: the one wording for a
 * game or puzzle that could not be opened (the platform games' load failure, the chess page). Pure.
 * The server's own message is kept where it says something a player can act on (a rate limit's
 * "Too many games started from your network..."); a server error's internals never are.
 */
export type RefusalKind = 'offline' | 'busy' | 'server' | 'refused';

export type Refusal = { kind: RefusalKind; title: string; message: string };

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Nothing you played is lost: try again in a moment.';

/** status 0: the request got no answer (offline); null: none failed (the answer could not be shown). */
export function describeRefusal(status: number | null, message: string): Refusal {
  if (status === 0) return { kind: 'offline', title: 'No connection', message };
  if (status === 429) return { kind: 'busy', title: 'Too busy right now', message };
  if (status !== null && status >= 500) return { kind: 'server', title: 'Server error', message: SERVER_ERROR_MESSAGE };
  return { kind: 'refused', title: 'This could not be opened', message };
}
