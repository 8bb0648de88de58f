/**
 * The browser side of the 2048 leaderboard: asks the server for a game (id and seed) and sends a won
 * game's moves (and a lost one's, so the statistics count it). Play never waits on it: a failed or slow
 * start simply means a game without a server seed, which cannot enter the leaderboard.
 */
import type { LeaderboardClient, SubmitResult } from './game-2048';

const START_TIMEOUT_MS = 8_000;
const SUBMIT_TIMEOUT_MS = 20_000;
const SUBMIT_FAILED = 'Your time could not be sent to the leaderboard.';
const NETWORK_ERROR = 'Could not reach the server, so your time was not sent to the leaderboard.';

export interface LeaderboardClientOptions {
  /** Called after the server accepted a time (the page refreshes the leaderboard card). */
  onAccepted?(result: { timeSeconds: number; rank: number }): void;
  fetch?: typeof fetch;
}

async function post(fetcher: typeof fetch, path: string, body: unknown, timeoutMs: number): Promise<{ status: number; data: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
    const data: unknown = await response.json().catch(() => null);
    return { status: response.status, data };
  } finally {
    clearTimeout(timer);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function errorMessage(data: unknown): string | null {
  const error = isRecord(data) ? data.error : null;
  const message = isRecord(error) ? error.message : null;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export function createLeaderboardClient(options: LeaderboardClientOptions = {}): LeaderboardClient {
  const fetcher: typeof fetch = options.fetch ?? ((...args) => fetch(...args));
  return {
    async start() {
      try {
        const { status, data } = await post(fetcher, '/api/2048/runs', {}, START_TIMEOUT_MS);
        if (status < 200 || status >= 300 || !isRecord(data)) return null;
        const { gameId, seed } = data;
        return typeof gameId === 'string' && typeof seed === 'string' ? { gameId, seed } : null;
      } catch {
        return null; // offline, timed out, or anything else: a local game
      }
    },

    async recordLoss(gameId: string, moves: string): Promise<boolean> {
      try {
        const { status } = await post(fetcher, `/api/2048/runs/${encodeURIComponent(gameId)}/finish`, { moves }, SUBMIT_TIMEOUT_MS);
        return status >= 200 && status < 300;
      } catch {
        return false; // a loss that could not be sent is simply not counted; play goes on
      }
    },

    async submit(gameId: string, moves: string): Promise<SubmitResult> {
      let status: number;
      let data: unknown;
      try {
        ({ status, data } = await post(fetcher, `/api/2048/runs/${encodeURIComponent(gameId)}/finish`, { moves }, SUBMIT_TIMEOUT_MS));
      } catch {
        return { ok: false, message: NETWORK_ERROR };
      }
      if (status >= 200 && status < 300 && isRecord(data) && typeof data.timeSeconds === 'number') {
        const rank = typeof data.rank === 'number' ? data.rank : 0;
        try {
          options.onAccepted?.({ timeSeconds: data.timeSeconds, rank });
        } catch {
          // A failed refresh must not turn an accepted time into an error.
        }
        return { ok: true, timeSeconds: data.timeSeconds };
      }
      return { ok: false, message: errorMessage(data) ?? SUBMIT_FAILED };
    },
  };
}
