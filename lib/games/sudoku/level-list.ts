/**
 * The sudoku levels alone, with no other import: the catalogue (read by every page, the leaderboard
 * card in the browser too) takes them from here, so no page but /sudoku loads any sudoku code.
 */
import type { PuzzleLevel } from '../grid-puzzle-engine';

export type SudokuLevel = 'easy' | 'medium' | 'hard' | 'expert';

export const LEVELS: readonly PuzzleLevel<SudokuLevel>[] = [
  { id: 'easy', label: 'Easy' },
  { id: 'medium', label: 'Medium' },
  { id: 'hard', label: 'Hard' },
  { id: 'expert', label: 'Expert' },
];
