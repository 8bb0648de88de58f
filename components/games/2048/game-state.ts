/** The view's state and its pure reducer (React may call it twice; the PRNG state lives in the session). */
import {
  continueAfterWin,
  markSubmitted,
  score,
  sessionMove,
  startSession,
  type Direction,
  type GameSession,
  type MoveResult,
} from '@/lib/games/2048';
import { emptyLayout, layoutAfterMove, layoutFromBoard, type TileLayout } from './tile-tracker';

export type Submission =
  { status: 'idle' } | { status: 'pending' } | { status: 'accepted'; timeSeconds: number } | { status: 'refused'; message: string };

export interface GameState {
  /** Null until the browser has set the game up (the server renders an empty board). */
  session: GameSession | null;
  layout: TileLayout;
  best: number;
  /** Text for the polite live region. */
  announcement: string;
  /** Identifies the current fresh board, so a late server answer for an older one is ignored. */
  epoch: number;
  submission: Submission;
}

export type GameAction =
  | { type: 'start'; session: GameSession; epoch: number; best?: number; announcement?: string }
  | { type: 'move'; direction: Direction }
  | { type: 'server-game'; epoch: number; gameId: string; seed: string }
  | { type: 'keep-playing' }
  | { type: 'submitting' }
  | { type: 'submitted'; gameId: string; submission: Submission };

export const initialGameState: GameState = {
  session: null,
  layout: emptyLayout(),
  best: 0,
  announcement: '',
  epoch: 0,
  submission: { status: 'idle' },
};

function withSession(state: GameState, session: GameSession, epoch: number, announcement: string): GameState {
  return {
    session,
    layout: layoutFromBoard(session.board, state.layout.nextId),
    best: Math.max(state.best, score(session.board)),
    announcement,
    epoch,
    submission: { status: 'idle' },
  };
}

const plural = (n: number) => `${n}s`;

export function describeMove(direction: Direction, result: MoveResult, session: GameSession): string {
  const parts = [`Moved ${direction}.`];
  const merges = new Map<number, number>();
  for (const { value } of result.merges) merges.set(value, (merges.get(value) ?? 0) + 1);
  for (const [value, count] of [...merges].sort((a, b) => a[0] - b[0])) {
    parts.push(
      count === 1
        ? `Two ${plural(value / 2)} merged into ${value}.`
        : `${count} pairs of ${plural(value / 2)} merged into ${plural(value)}.`,
    );
  }
  for (const { at, value } of result.spawned) parts.push(`New ${value} at row ${at[0] + 1}, column ${at[1] + 1}.`);
  const total = score(session.board);
  parts.push(`Score ${total}.`);
  if (session.wonAtMove === session.moves.length && session.moves.length > 0) {
    parts.push('You win! You reached 2048.');
  }
  if (session.over) parts.push(`Game over. Final score ${total}.`);
  return parts.join(' ');
}

export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'start': {
      const next = withSession(state, action.session, action.epoch, action.announcement ?? 'New game started.');
      return action.best === undefined ? next : { ...next, best: Math.max(next.best, action.best) };
    }
    case 'move': {
      if (!state.session) return state;
      const out = sessionMove(state.session, action.direction);
      if (!out) return state;
      if (!out.result.changed) return { ...state, announcement: `Cannot move ${action.direction}.` };
      return {
        ...state,
        session: out.session,
        layout: layoutAfterMove(state.layout, out.result),
        best: Math.max(state.best, score(out.session.board)),
        announcement: describeMove(action.direction, out.result, out.session),
      };
    }
    case 'server-game': {
      const current = state.session;
      // Switch only a fresh, untouched local game; after the first move the game stays local.
      if (!current || action.epoch !== state.epoch || current.moves !== '') return state;
      if (current.startBoard !== null || current.gameId !== null) return state;
      const session = startSession({ seed: action.seed, gameId: action.gameId });
      return withSession(state, session, state.epoch, state.announcement);
    }
    case 'keep-playing':
      return state.session ? { ...state, session: continueAfterWin(state.session), announcement: 'Keep playing.' } : state;
    case 'submitting':
      return state.session ? { ...state, session: markSubmitted(state.session), submission: { status: 'pending' } } : state;
    case 'submitted':
      return state.session?.gameId === action.gameId ? { ...state, submission: action.submission } : state;
  }
}
