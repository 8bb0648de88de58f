/**
 * Queenie's client side for the shell: the shell speaks in puzzle texts, the state helpers in
 * parsed boards, so this parses once per puzzle and adapts. Browser-light (no solver, no zod).
 */
import type { ClientGame } from '@/components/games/shell/types';
import { parsePuzzle, type QueenieBoard } from '@/lib/games/queenie/board';
import type { QueenieMove } from '@/lib/games/queenie/moves';
import { initialQueenieState, parseQueenieState, queenieMoves, queenieReady, solvedQueenieState, type QueenieState } from './queenie-state';
import { QueenieView } from './queenie-view';

let last: { puzzle: string; board: QueenieBoard | null } | null = null;

/** The parsed board of a puzzle text (the last one is kept: the shell asks about the same puzzle). */
export function boardOf(puzzle: string): QueenieBoard | null {
  if (last?.puzzle !== puzzle) last = { puzzle, board: parsePuzzle(puzzle) };
  return last.board;
}

export const queenie: ClientGame<QueenieState, QueenieMove> = {
  initialState: (puzzle) => {
    const board = boardOf(puzzle);
    return board ? initialQueenieState(board) : { grid: '', auto: [] };
  },
  parseState: (value, puzzle) => {
    const board = boardOf(puzzle);
    return board ? parseQueenieState(value, board) : null;
  },
  moves: (puzzle, state) => {
    const board = boardOf(puzzle);
    return board ? queenieMoves(board, state) : [];
  },
  readyToSubmit: (puzzle, state) => {
    const board = boardOf(puzzle);
    return board ? queenieReady(board, state) : false;
  },
  solvedState: (puzzle, solution) => {
    const board = boardOf(puzzle);
    return board ? solvedQueenieState(board, solution) : null;
  },
  View: QueenieView,
};
