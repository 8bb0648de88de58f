/** The sudoku engine as the platform sees it: the grid-puzzle contract, nothing more. */
import type { GridPuzzleEngine } from '../grid-puzzle-engine';
import { initialGrid, isPuzzleText } from './grid';
import { generateSudoku } from './generator';
import { findHint } from './hint';
import { sudokuMistakes } from './mistakes';
import { SUDOKU_DAILY_LEVEL, LEVELS, minSolveSeconds, plausibleSeconds, type SudokuLevel } from './levels';
import { applySudokuMove, isSudokuSolved, sudokuMoveSchema, type SudokuMove } from './moves';

export const engine: GridPuzzleEngine<SudokuLevel, SudokuMove> = {
  levels: LEVELS,
  dailyLevel: SUDOKU_DAILY_LEVEL,
  generate: generateSudoku,
  isPuzzle: isPuzzleText,
  moveSchema: sudokuMoveSchema,
  initialGrid,
  applyMove: applySudokuMove,
  isSolved: isSudokuSolved,
  hint: findHint,
  mistakes: sudokuMistakes,
  minSolveSeconds,
  plausibleSeconds,
};
