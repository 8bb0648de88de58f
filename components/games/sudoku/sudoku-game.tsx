'use client';

import { GameShell } from '@/components/games/shell/game-shell';
import type { ClientGame, GameInfo } from '@/components/games/shell/types';
import type { SudokuMove } from '@/lib/games/sudoku/moves';
import { initialSudokuState, parseSudokuState, solvedSudokuState, sudokuMoves, sudokuReady, type SudokuState } from './sudoku-state';
import { SudokuView } from './sudoku-view';

const sudoku: ClientGame<SudokuState, SudokuMove> = {
  initialState: initialSudokuState,
  parseState: parseSudokuState,
  moves: sudokuMoves,
  readyToSubmit: sudokuReady,
  solvedState: solvedSudokuState,
  View: SudokuView,
};

/** The /sudoku page's game: the sudoku view inside the shell (its own chunk, see game-views.ts). */
export default function SudokuGame({ info }: { info: GameInfo }) {
  return <GameShell info={info} game={sudoku} />;
}
