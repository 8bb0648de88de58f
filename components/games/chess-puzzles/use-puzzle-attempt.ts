'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { statisticsChanged } from '@/components/games/statistics-refresh';
import { attemptReducer, canMove, initialAttempt, type AttemptState } from './attempt-state';
import { isPromotionMove, otherSide, parseTypedMove, positionAfter, sideName, type Promotion } from './chess-helpers';
import { puzzleApi, type ApiResult, type Difficulty, type MoveResult, type Quota, type StartedPuzzle } from './puzzle-api';
import { moveSound, type SoundKind } from './sounds';
import { DIFFICULTY_LABEL } from '@/lib/games/chess/puzzle-rules';

export const REPLY_DELAY_MS = 300;
export const SOLUTION_STEP_MS = 700;

export type AttemptCallbacks = {
  onQuota: (quota: Quota) => void;
  onProgress: (difficulty: Difficulty, progress: number) => void;
  onLoadFailed: (failure: Extract<ApiResult<unknown>, { ok: false }>) => void;
  play: (kind: SoundKind) => void;
};

export const mateText = (n: number) => `Checkmate in ${n} move${n === 1 ? '' : 's'}`;

function loadedText({ puzzle }: StartedPuzzle): string {
  return `${DIFFICULTY_LABEL[puzzle.difficulty]} puzzle ${puzzle.idx} loaded. ${sideName(puzzle.playerToMove)} to move. ${mateText(puzzle.maxUserMoves)}.`;
}

function answerText(result: MoveResult, solver: 'w' | 'b'): string {
  const parts = [`You played ${result.userMove.san}.`];
  if (result.reply) parts.push(`${sideName(otherSide(solver))} played ${result.reply.san}.`);
  if (result.status === 'solved') parts.push('Checkmate, well done: the puzzle is solved.');
  else if (result.status === 'failed') parts.push('That was not the winning line.');
  else parts.push('Your move.');
  return parts.join(' ');
}

/** One puzzle attempt: starts it on the server, sends moves, hints and the solution replay. */
export function usePuzzleAttempt(difficulty: Difficulty, idx: number, callbacks: AttemptCallbacks) {
  const [state, dispatch] = useReducer(attemptReducer, initialAttempt);
  const [opening, setOpening] = useState<string | null>(null);
  const epoch = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const stateRef = useRef<AttemptState>(state);
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    stateRef.current = state;
    callbacksRef.current = callbacks;
  });

  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };
  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  const load = useCallback(async () => {
    const current = ++epoch.current;
    clearTimers();
    dispatch({ type: 'load' });
    const result = await puzzleApi.start(difficulty, idx);
    if (current !== epoch.current) return;
    if (!result.ok) {
      dispatch({ type: 'load-failed', message: result.message, status: result.status, code: result.code });
      callbacksRef.current.onLoadFailed(result);
      return;
    }
    dispatch({ type: 'loaded', started: result.data, announcement: loadedText(result.data) });
    callbacksRef.current.onQuota(result.data.quota);
  }, [difficulty, idx]);

  useEffect(() => {
    void load();
    return () => {
      epoch.current += 1;
      clearTimers();
    };
  }, [load]);

  // The opening's name is a nicety: never waited for, errors ignored.
  useEffect(() => {
    let live = true;
    setOpening(null);
    void puzzleApi.opening(difficulty, idx).then((r) => {
      if (live && r.ok && typeof r.data.name === 'string' && r.data.name) setOpening(r.data.name);
    });
    return () => {
      live = false;
    };
  }, [difficulty, idx]);

  const send = useCallback(
    async (from: string, to: string, promotion?: Promotion) => {
      const s = stateRef.current;
      if (!s.attemptId || !s.fen || !s.puzzle || (!canMove(s) && !s.promotion)) return;
      const current = epoch.current;
      const fenBefore = s.fen;
      const solver = s.puzzle.playerToMove;
      dispatch({ type: 'move-sent', from, to, displayFen: positionAfter(fenBefore, from, to, promotion) });
      const result = await puzzleApi.move(s.attemptId, { from, to, ...(promotion ? { promotion } : {}) });
      if (current !== epoch.current) return;
      if (!result.ok) {
        dispatch({ type: 'move-rejected', message: result.message });
        return;
      }
      const answer = result.data;
      const afterUserFen = positionAfter(fenBefore, answer.userMove.from, answer.userMove.to, answer.userMove.uci[4]) ?? answer.fen;
      dispatch({ type: 'move-answered', result: answer, afterUserFen, announcement: answerText(answer, solver) });
      const { play, onProgress } = callbacksRef.current;
      play(moveSound(answer.userMove.san));
      if (answer.progress !== null) onProgress(difficulty, answer.progress);
      if (answer.reply) {
        const reply = answer.reply;
        later(REPLY_DELAY_MS, () => {
          dispatch({ type: 'reply-shown', reply });
          callbacksRef.current.play(moveSound(reply.san));
        });
      } else if (answer.status !== 'in_progress') {
        later(150, () => callbacksRef.current.play(answer.status === 'solved' ? 'solved' : 'failed'));
      }
      // An ended attempt is a result in the statistics.
      if (answer.status !== 'in_progress') statisticsChanged();
    },
    [difficulty],
  );

  /** A move dragged on the board: asks for a promotion piece when a pawn reaches the last rank. */
  const boardMove = useCallback(
    (from: string, to: string) => {
      const s = stateRef.current;
      if (!s.fen || !canMove(s)) return;
      if (isPromotionMove(s.fen, from, to)) dispatch({ type: 'promotion-asked', from, to });
      else void send(from, to);
    },
    [send],
  );

  const choosePromotion = useCallback(
    (piece: Promotion | null) => {
      const pending = stateRef.current.promotion;
      if (!pending) return;
      if (piece) void send(pending.from, pending.to, piece);
      else dispatch({ type: 'promotion-cancelled' });
    },
    [send],
  );

  /** A typed move (SAN or UCI), turned into from/to with chess.js on the current position. Returns whether it was taken. */
  const typedMove = useCallback(
    (text: string): boolean => {
      const s = stateRef.current;
      if (!s.fen || !canMove(s)) return false;
      const parsed = parseTypedMove(s.fen, text);
      if (!parsed.ok) {
        dispatch({ type: 'error', message: parsed.message });
        return false;
      }
      if (parsed.needsPromotion) dispatch({ type: 'promotion-asked', from: parsed.from, to: parsed.to });
      else void send(parsed.from, parsed.to, parsed.promotion);
      return true;
    },
    [send],
  );

  const hint = useCallback(async () => {
    const s = stateRef.current;
    if (!s.attemptId || !canMove(s)) return;
    const current = epoch.current;
    dispatch({ type: 'request', busy: true });
    const result = await puzzleApi.hint(s.attemptId);
    if (current !== epoch.current) return;
    if (!result.ok) dispatch({ type: 'error', message: result.message });
    else if (result.data.square)
      dispatch({ type: 'hint', square: result.data.square, announcement: `Hint: move the piece on ${result.data.square}.` });
    else dispatch({ type: 'hint', square: null, announcement: 'No hint is available for this position.' });
  }, []);

  const showSolution = useCallback(async () => {
    const s = stateRef.current;
    if (!s.attemptId || s.status === 'in_progress' || s.status === 'idle' || s.busy || s.replaying) return;
    const current = epoch.current;
    dispatch({ type: 'request', busy: true });
    const result = await puzzleApi.solution(s.attemptId);
    if (current !== epoch.current) return;
    if (!result.ok) {
      dispatch({ type: 'error', message: result.message });
      return;
    }
    const { startFen, moves } = result.data;
    dispatch({ type: 'solution-start', startFen });
    let fen = startFen;
    moves.forEach((move, i) => {
      const next = positionAfter(fen, move.from, move.to, move.uci[4]) ?? fen;
      fen = next;
      later(SOLUTION_STEP_MS * (i + 1), () => {
        dispatch({ type: 'solution-step', fen: next, lastMove: [move.from, move.to] });
        callbacksRef.current.play(moveSound(move.san));
      });
    });
    later(SOLUTION_STEP_MS * (moves.length + 1) - 300, () =>
      dispatch({ type: 'solution-end', announcement: `Solution: ${moves.map((m) => m.san).join(' ')}` }),
    );
  }, []);

  const showResult = useCallback(() => dispatch({ type: 'show-result' }), []);

  return { state, opening, reload: load, boardMove, choosePromotion, typedMove, hint, showSolution, showResult };
}
