/** The browser's calls to our puzzle API (route handlers decide everything; this only carries JSON). */
// The shapes come from the server's own service types (type-only imports, erased from the bundle),
// so the contract has one definition.
import type { MoveInput, PlayedMove } from '@/lib/games/chess/move-judge';
import type { Difficulty } from '@/lib/games/chess/puzzle-rules';
import type { MoveResult, PuzzleState, Quota, StartedPuzzle } from '@/lib/games/chess/puzzle-service';

export type { Difficulty, MoveResult, PlayedMove, PuzzleState, Quota, StartedPuzzle };
export type SideToMove = StartedPuzzle['puzzle']['playerToMove'];
export type DifficultyState = PuzzleState['difficulties'][number];
export type PuzzleInfo = StartedPuzzle['puzzle'];
export type AttemptStatus = MoveResult['status'];
export type MoveRequest = MoveInput;
export type Solution = { startFen: string; moves: PlayedMove[] };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';

async function call<T>(path: string, fallback: string, init?: { method: 'POST'; body?: unknown }): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method: init?.method ?? 'GET',
      headers: init?.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && data) return { ok: true, data: data as T };
    const error = data?.error as { code?: unknown; message?: unknown } | undefined;
    return {
      ok: false,
      status: response.status,
      code: typeof error?.code === 'string' ? error.code : 'unknown',
      message: typeof error?.message === 'string' && error.message ? error.message : fallback,
    };
  } catch {
    return { ok: false, status: 0, code: 'network', message: NETWORK_ERROR };
  }
}

const attemptPath = (attemptId: string, tail: string) => `/api/puzzles/attempts/${encodeURIComponent(attemptId)}/${tail}`;

export const puzzleApi = {
  state: () => call<PuzzleState>('/api/puzzles/state', 'Failed to load puzzle'),
  start: (difficulty: Difficulty, idx: number) =>
    call<StartedPuzzle>('/api/puzzles/start', 'Failed to load puzzle', { method: 'POST', body: { difficulty, idx } }),
  move: (attemptId: string, move: MoveRequest) =>
    call<MoveResult>(attemptPath(attemptId, 'moves'), 'Failed to process move', { method: 'POST', body: move }),
  hint: (attemptId: string) => call<{ square: string | null }>(attemptPath(attemptId, 'hint'), 'No hint is available.', { method: 'POST' }),
  solution: (attemptId: string) => call<Solution>(attemptPath(attemptId, 'solution'), 'The solution could not be loaded.'),
  opening: (difficulty: Difficulty, idx: number) =>
    call<{ name: string | null }>(`/api/puzzles/opening?difficulty=${difficulty}&idx=${idx}`, ''),
};
