import { describe, expect, it } from 'vitest';
import { atDailyLimit, attemptReducer, canMove, initialAttempt, type AttemptState } from './attempt-state';
import type { MoveResult, StartedPuzzle } from './puzzle-api';

const START_FEN = '6k1/5ppp/8/8/8/8/8/3Q2K1 w - - 0 1';
const started: StartedPuzzle = {
  attemptId: '00000000-0000-4000-8000-000000000001',
  puzzle: { difficulty: 'easy', idx: 1, fen: START_FEN, playerToMove: 'w', maxUserMoves: 2 },
  quota: { used: 1, limit: 1, exhausted: true },
  status: 'in_progress',
};
const loaded = (): AttemptState =>
  attemptReducer(attemptReducer(initialAttempt, { type: 'load' }), { type: 'loaded', started, announcement: 'loaded' });

const move = (status: MoveResult['status'], reply: MoveResult['reply']): MoveResult => ({
  status,
  fen: 'after-reply',
  userMove: { uci: 'd1d7', san: 'Qd7', from: 'd1', to: 'd7' },
  reply,
  userMovesPlayed: 1,
  progress: status === 'solved' ? 1 : null,
});

describe('attempt state', () => {
  it('goes idle → in_progress when a puzzle loads, and only then allows moves', () => {
    const loading = attemptReducer(initialAttempt, { type: 'load' });
    expect(loading.status).toBe('idle');
    expect(canMove(loading)).toBe(false);
    const ready = loaded();
    expect(ready.status).toBe('in_progress');
    expect(ready.board).toMatchObject({ fen: START_FEN, lastMove: null });
    expect(canMove(ready)).toBe(true);
  });

  it('keeps the board still while a move is checked, and puts the piece back on a refusal', () => {
    const sent = attemptReducer(loaded(), { type: 'move-sent', from: 'd1', to: 'd7', displayFen: 'shown' });
    expect(canMove(sent)).toBe(false);
    expect(sent.board).toMatchObject({ fen: 'shown', lastMove: ['d1', 'd7'] });
    const refused = attemptReducer(sent, { type: 'move-rejected', message: 'Invalid move: d1d7' });
    expect(refused.error).toBe('Invalid move: d1d7');
    expect(refused.board?.fen).toBe(START_FEN);
    expect(refused.board!.rev).toBeGreaterThan(sent.board!.rev);
    expect(canMove(refused)).toBe(true);
  });

  it('shows the user move first, then the reply', () => {
    const reply = { uci: 'g8h8', san: 'Kh8', from: 'g8', to: 'h8' };
    const sent = attemptReducer(loaded(), { type: 'move-sent', from: 'd1', to: 'd7', displayFen: null });
    const answered = attemptReducer(sent, {
      type: 'move-answered',
      result: move('in_progress', reply),
      afterUserFen: 'after-user',
      announcement: 'x',
    });
    expect(answered.board).toMatchObject({ fen: 'after-user', lastMove: ['d1', 'd7'] });
    expect(canMove(answered)).toBe(false);
    const shown = attemptReducer(answered, { type: 'reply-shown', reply });
    expect(shown.board).toMatchObject({ fen: 'after-reply', lastMove: ['g8', 'h8'] });
    expect(canMove(shown)).toBe(true);
  });

  it('ends solved or failed with the board disabled', () => {
    for (const status of ['solved', 'failed'] as const) {
      const sent = attemptReducer(loaded(), { type: 'move-sent', from: 'd1', to: 'd7', displayFen: null });
      const ended = attemptReducer(sent, {
        type: 'move-answered',
        result: move(status, null),
        afterUserFen: 'after-user',
        announcement: 'x',
      });
      expect(ended.status).toBe(status);
      expect(canMove(ended)).toBe(false);
      expect(ended.board?.fen).toBe('after-reply');
    }
  });

  it('asks for a promotion piece and restores the board when cancelled', () => {
    const asked = attemptReducer(loaded(), { type: 'promotion-asked', from: 'b7', to: 'b8' });
    expect(asked.promotion).toEqual({ from: 'b7', to: 'b8' });
    expect(canMove(asked)).toBe(false);
    const cancelled = attemptReducer(asked, { type: 'promotion-cancelled' });
    expect(cancelled.promotion).toBeNull();
    expect(cancelled.board?.fen).toBe(START_FEN);
  });

  it('replays the solution over a hidden overlay', () => {
    const ended = { ...loaded(), status: 'failed' as const };
    const start = attemptReducer(ended, { type: 'solution-start', startFen: START_FEN });
    expect(start).toMatchObject({ replaying: true, overlayHidden: true });
    const step = attemptReducer(start, { type: 'solution-step', fen: 'step-1', lastMove: ['d1', 'd8'] });
    expect(step.board).toMatchObject({ fen: 'step-1', lastMove: ['d1', 'd8'] });
    const done = attemptReducer(step, { type: 'solution-end', announcement: 'Solution: Qd8#' });
    expect(done).toMatchObject({ replaying: false, solutionShown: true, announcement: 'Solution: Qd8#' });
  });

  it('reports a load failure as an error with nothing movable', () => {
    const failed = attemptReducer(attemptReducer(initialAttempt, { type: 'load' }), {
      type: 'load-failed',
      message: 'Daily puzzle limit reached',
      status: 429,
      code: 'rate_limited',
    });
    expect(failed).toMatchObject({
      phase: 'error',
      status: 'idle',
      error: 'Daily puzzle limit reached',
      failure: { status: 429, code: 'rate_limited' },
    });
    expect(canMove(failed)).toBe(false);
  });

  it('tells the daily limit (a 429 with the quota used up) from a busy network and a server error', () => {
    const failedWith = (status: number) =>
      attemptReducer(initialAttempt, {
        type: 'load-failed',
        message: 'refused',
        status,
        code: status === 429 ? 'rate_limited' : 'internal',
      });
    const usedUp = { used: 1, limit: 1, exhausted: true };
    const left = { used: 1, limit: 3, exhausted: false };
    expect(atDailyLimit(failedWith(429), usedUp)).toBe(true);
    expect(atDailyLimit(failedWith(429), left)).toBe(false);
    expect(atDailyLimit(failedWith(429), null)).toBe(false);
    expect(atDailyLimit(failedWith(500), usedUp)).toBe(false);
    expect(atDailyLimit(loaded(), usedUp)).toBe(false);
  });
});
