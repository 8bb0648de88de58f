/**
 * The browser's side of the play API (app/api/games/[game]/...). Same-origin fetches, so the
 * anonymous key cookie and the session go along; every error answer becomes a PlayApiError with
 * the server's own message, for the shell to show.
 */
import type { PuzzleHint } from '@/lib/games/grid-puzzle-engine';
import type { HiddenMoveResult } from '@/lib/games/platform/hidden-state-moves';
import type { FinishedPlay, PlayView } from '@/lib/games/platform/play-contract';
import type { GameStatistics } from '@/lib/games/platform/statistics';
import type { PlayMode } from './resume-storage';

export type { FinishedPlay, HiddenMoveResult, PlayView, PuzzleHint, GameStatistics };

/** A hidden-state game's result, sent with its last move. */
export type HiddenResult = NonNullable<HiddenMoveResult['result']>;
/**
 * A verified win kept off the public boards for review; `message` is written for the player. An
 * older server sends neither it nor `boardSeconds`: the panels read them through `?? null` and
 * resultTimes, so such an answer still shows.
 */
export type HeldResult = NonNullable<FinishedPlay['held']>;
/** Where a finished result stands with the leaderboards, as the server decided it (one status and its sentence). */
export type ResultStanding = FinishedPlay['standing'];

export class PlayApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's error code ('conflict', 'rate_limited', …), when it sent one. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: { method: 'POST'; body: unknown; keepalive?: boolean }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(
      path,
      init
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(init.body),
            cache: 'no-store',
            keepalive: init.keepalive ?? false,
          }
        : { cache: 'no-store' },
    );
  } catch {
    throw new PlayApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown; code?: unknown } } | null;
  if (!response.ok) {
    const message = typeof body?.error?.message === 'string' ? body.error.message : `The server answered ${response.status}.`;
    throw new PlayApiError(response.status, message, typeof body?.error?.code === 'string' ? body.error.code : null);
  }
  return body as T;
}

export function createPlayApi(game: string) {
  const base = `/api/games/${encodeURIComponent(game)}`;
  const play = (playId: string) => `${base}/plays/${encodeURIComponent(playId)}`;
  return {
    start: (mode: PlayMode, level?: string, paused = false) =>
      call<PlayView>(`${base}/plays`, { method: 'POST', body: { mode, ...(level ? { level } : {}), ...(paused ? { paused } : {}) } }),
    get: (playId: string) => call<PlayView>(play(playId)),
    // keepalive: a pause sent as the page is left (hidden, closed, reloaded) still reaches the server.
    clock: (playId: string, paused: boolean) =>
      call<PlayView>(`${play(playId)}/clock`, { method: 'POST', body: { paused }, keepalive: true }),
    hint: (playId: string, moves: readonly unknown[]) =>
      call<{ hint: PuzzleHint | null }>(`${play(playId)}/hint`, { method: 'POST', body: { moves } }),
    check: (playId: string, moves: readonly unknown[]) =>
      call<{ mistakes: number[] }>(`${play(playId)}/check`, { method: 'POST', body: { moves } }),
    finish: (playId: string, moves: readonly unknown[], assisted = false) =>
      call<FinishedPlay>(`${play(playId)}/finish`, { method: 'POST', body: { moves, assisted } }),
    /** One move of a hidden-state game: what it revealed, and the result once the game is over. */
    move: (playId: string, move: unknown) => call<HiddenMoveResult>(`${play(playId)}/moves`, { method: 'POST', body: { move } }),
    statistics: () => call<{ statistics: GameStatistics }>(`${base}/stats`).then((answer) => answer.statistics),
  };
}

export type PlayApi = ReturnType<typeof createPlayApi>;
