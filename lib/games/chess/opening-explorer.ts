import type { Store } from '@/lib/db/store';

export const OPENING_PLIES = 12;
const TIMEOUT_MS = 2000;
/** After a failure the explorer is left alone this long: an outage costs one outside call a minute. */
export const FAILURE_BACKOFF_MS = 60_000;

// Per explorer URL, until when it is not asked again (in this process).
const failedUntil = new Map<string, number>();

/** For tests: forget earlier failures. */
export function forgetExplorerFailures(): void {
  failedUntil.clear();
}

/**
 * Names the opening a puzzle's game started with, by the spec's explorer call (GET with play = the
 * first moves joined by commas). The answer is cached in the database; a failure gives null, is not
 * cached for the puzzle (a later visit can try again), and keeps every call off the explorer for
 * FAILURE_BACKOFF_MS.
 */
export async function openingName(
  store: Store,
  explorerUrl: string,
  gameMoves: readonly string[],
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<string | null> {
  const moves = gameMoves.slice(0, OPENING_PLIES);
  if (moves.length === 0) return null;
  const key = moves.join(',');
  const cached = await store.puzzles.cachedOpening(key);
  if (cached) return cached.name;
  if ((failedUntil.get(explorerUrl) ?? 0) > now()) return null;
  const name = await askExplorer(explorerUrl, key, fetchImpl);
  if (name === undefined) {
    failedUntil.set(explorerUrl, now() + FAILURE_BACKOFF_MS);
    return null;
  }
  await store.puzzles.cacheOpening(key, name);
  return name;
}

/** The explorer's name for these moves (null: it knows none), or undefined when it failed. */
async function askExplorer(explorerUrl: string, key: string, fetchImpl: typeof fetch): Promise<string | null | undefined> {
  try {
    const url = new URL(explorerUrl);
    url.searchParams.set('play', key);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { opening?: { name?: unknown } | null };
    return typeof body.opening?.name === 'string' && body.opening.name.length <= 200 ? body.opening.name : null;
  } catch {
    return undefined;
  }
}
