import type { Store } from '@/lib/db/store';

export const OPENING_PLIES = 12;
const TIMEOUT_MS = 2000;

/**
 * Names the opening a puzzle's game started with, by the spec's explorer call (GET with play = the
 * first moves joined by commas). The answer is cached in the database; any failure gives null and
 * is not cached, so a later visit can try again.
 */
export async function openingName(
  store: Store,
  explorerUrl: string,
  gameMoves: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const moves = gameMoves.slice(0, OPENING_PLIES);
  if (moves.length === 0) return null;
  const key = moves.join(',');
  const cached = await store.puzzles.cachedOpening(key);
  if (cached) return cached.name;
  try {
    const url = new URL(explorerUrl);
    url.searchParams.set('play', key);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { opening?: { name?: unknown } | null };
    const name = typeof body.opening?.name === 'string' && body.opening.name.length <= 200 ? body.opening.name : null;
    await store.puzzles.cacheOpening(key, name);
    return name;
  } catch {
    return null;
  }
}
