/**
 * The state of one puzzle attempt on the page, pure: what the server said (status, position) and
 * what the board shows meanwhile. Status flow: idle → in_progress (loaded) → solved | failed.
 */
import type { AttemptStatus, MoveResult, PlayedMove, PuzzleInfo, Quota, StartedPuzzle } from './puzzle-api';

export type BoardPosition = { fen: string; lastMove: [string, string] | null; rev: number };
export type AttemptPhase = 'loading' | 'ready' | 'error';

export type AttemptState = {
  phase: AttemptPhase;
  status: 'idle' | AttemptStatus;
  attemptId: string | null;
  puzzle: PuzzleInfo | null;
  /** The server's position (after the opponent's reply, if any). */
  fen: string | null;
  /** What the board shows; a new `rev` makes the board re-read it even when the FEN is unchanged. */
  board: BoardPosition | null;
  /** A move, hint or solution request, or the reply's animation, is under way. */
  busy: boolean;
  promotion: { from: string; to: string } | null;
  hint: string | null;
  error: string | null;
  /** Why the puzzle could not be opened (the HTTP status, 0 without an answer), while phase is 'error'. */
  failure: { status: number; code: string } | null;
  announcement: string;
  replaying: boolean;
  solutionShown: boolean;
  /** The result overlay is put aside (while the solution is shown). */
  overlayHidden: boolean;
};

export const initialAttempt: AttemptState = {
  phase: 'loading',
  status: 'idle',
  attemptId: null,
  puzzle: null,
  fen: null,
  board: null,
  busy: false,
  promotion: null,
  hint: null,
  error: null,
  failure: null,
  announcement: '',
  replaying: false,
  solutionShown: false,
  overlayHidden: false,
};

export type AttemptAction =
  | { type: 'load' }
  | { type: 'loaded'; started: StartedPuzzle; announcement: string }
  | { type: 'load-failed'; message: string; status: number; code: string }
  | { type: 'promotion-asked'; from: string; to: string }
  | { type: 'promotion-cancelled' }
  | { type: 'move-sent'; from: string; to: string; displayFen: string | null }
  | { type: 'move-rejected'; message: string }
  | { type: 'move-answered'; result: MoveResult; afterUserFen: string; announcement: string }
  | { type: 'reply-shown'; reply: PlayedMove }
  | { type: 'request'; busy: boolean }
  | { type: 'hint'; square: string | null; announcement: string }
  | { type: 'error'; message: string | null }
  | { type: 'solution-start'; startFen: string }
  | { type: 'solution-step'; fen: string; lastMove: [string, string] }
  | { type: 'solution-end'; announcement: string }
  | { type: 'show-result' };

const nextRev = (board: BoardPosition | null) => (board?.rev ?? 0) + 1;
const show = (state: AttemptState, fen: string, lastMove: [string, string] | null): BoardPosition => ({
  fen,
  lastMove,
  rev: nextRev(state.board),
});

/** Whether the player may move on the board now. */
export function canMove(state: AttemptState): boolean {
  return state.phase === 'ready' && state.status === 'in_progress' && !state.busy && !state.promotion && !state.replaying;
}

/**
 * Whether a failed load is the daily limit: a 429 while the day's quota is used up. A 429 with quota
 * left is the network's rate limit (too many visitors or puzzles from one address): busy, not the limit.
 */
export function atDailyLimit(state: AttemptState, quota: Quota | null): boolean {
  return state.phase === 'error' && state.failure?.status === 429 && quota?.exhausted === true;
}

export function attemptReducer(state: AttemptState, action: AttemptAction): AttemptState {
  switch (action.type) {
    case 'load':
      // The old position stays visible (not movable) until the new one arrives.
      return { ...initialAttempt, board: state.board, puzzle: state.puzzle };
    case 'loaded': {
      const { started } = action;
      return {
        ...initialAttempt,
        phase: 'ready',
        status: 'in_progress',
        attemptId: started.attemptId,
        puzzle: started.puzzle,
        fen: started.puzzle.fen,
        board: show(state, started.puzzle.fen, null),
        announcement: action.announcement,
      };
    }
    case 'load-failed':
      // The error line (role=alert) announces the message itself.
      return { ...initialAttempt, phase: 'error', error: action.message, failure: { status: action.status, code: action.code } };
    case 'promotion-asked':
      return canMove(state) ? { ...state, promotion: { from: action.from, to: action.to }, error: null } : state;
    case 'promotion-cancelled':
      return state.fen
        ? { ...state, promotion: null, board: show(state, state.fen, state.board?.lastMove ?? null) }
        : { ...state, promotion: null };
    case 'move-sent':
      return {
        ...state,
        busy: true,
        promotion: null,
        hint: null,
        error: null,
        board: show(state, action.displayFen ?? state.board?.fen ?? state.fen ?? '', [action.from, action.to]),
      };
    case 'move-rejected':
      return {
        ...state,
        busy: false,
        error: action.message,
        board: state.fen ? show(state, state.fen, null) : state.board,
      };
    case 'move-answered': {
      const { result } = action;
      const userLast: [string, string] = [result.userMove.from, result.userMove.to];
      const base = { ...state, fen: result.fen, status: result.status, announcement: action.announcement, error: null };
      if (result.reply) return { ...base, busy: true, board: show(state, action.afterUserFen, userLast) };
      return { ...base, busy: false, board: show(state, result.fen, userLast) };
    }
    case 'reply-shown':
      return state.fen ? { ...state, busy: false, board: show(state, state.fen, [action.reply.from, action.reply.to]) } : state;
    case 'request':
      return { ...state, busy: action.busy, error: action.busy ? null : state.error };
    case 'hint':
      return { ...state, busy: false, hint: action.square, announcement: action.announcement };
    case 'error':
      return { ...state, busy: false, error: action.message };
    case 'solution-start':
      return { ...state, busy: false, error: null, replaying: true, overlayHidden: true, board: show(state, action.startFen, null) };
    case 'solution-step':
      return { ...state, board: show(state, action.fen, action.lastMove) };
    case 'solution-end':
      return { ...state, replaying: false, solutionShown: true, announcement: action.announcement };
    case 'show-result':
      return { ...state, overlayHidden: false };
  }
}
