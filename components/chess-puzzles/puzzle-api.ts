/** The browser's calls to our puzzle API (route handlers decide everything; this only carries JSON). */
export type Difficulty = 'easy' | 'medium' | 'hard';
export type SideToMove = 'w' | 'b';
export type Quota = { used: number; limit: number | null; exhausted: boolean };
export type DifficultyState = {
  difficulty: Difficulty;
  label: string;
  progress: number;
  total: number;
  locked: boolean;
  reason: string | null;
  mateIn: number;
};
export type PuzzleState = {
  tier: string;
  signedIn: boolean;
  userId: string | null;
  quota: Quota;
  difficulties: DifficultyState[];
};
export type PuzzleInfo = { difficulty: Difficulty; idx: number; fen: string; playerToMove: SideToMove; maxUserMoves: number };
export type StartedPuzzle = { attemptId: string; puzzle: PuzzleInfo; quota: Quota; status: 'in_progress' };
export type PlayedMove = { uci: string; san: string; from: string; to: string };
export type AttemptStatus = 'in_progress' | 'solved' | 'failed';
export type MoveResult = {
  status: AttemptStatus;
  fen: string;
  userMove: PlayedMove;
  reply: PlayedMove | null;
  userMovesPlayed: number;
  progress: number | null;
};
export type MoveRequest = { from: string; to: string; promotion?: 'q' | 'n' | 'r' | 'b' };
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
