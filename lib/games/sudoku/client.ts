/**
 * What the browser needs to play: the format, moves, completion and the view helpers. Import this
 * (not index.ts) from client code, so the solver and the generator stay out of the bundle.
 */
export {
  CELL_COUNT,
  boxOf,
  cellName,
  colOf,
  formatGrid,
  initialGrid,
  isGridText,
  isPuzzleText,
  maskDigits,
  parseGrid,
  rowOf,
} from './grid';
export { SUDOKU_DAILY_LEVEL, LEVELS, isSudokuLevel, type SudokuLevel } from './levels';
export { applySudokuMove, givensIntact, isSudokuSolved, sudokuMoveSchema, type SudokuDigit, type SudokuMove } from './moves';
export { conflictingCells, digitsRemaining, gridCandidates } from './view';
