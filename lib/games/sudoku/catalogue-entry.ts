import { catalogueEntry } from '../catalogue-entry';
import { LEVELS } from './level-list';

/** Sudoku in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'sudoku',
  name: 'Sudoku',
  description: 'classic number puzzle game',
  tagline: 'Fill the grid so every row, column and box holds the digits 1 to 9 once.',
  startLine: 'Select a cell, then a digit',
  isNew: false,
  levels: LEVELS,
  daily: true,
  leaderboard: {
    blurb: 'Fastest clean solves (no hints).',
    empty: 'No times yet. Sign in and solve a puzzle without hints to set the first one.',
  },
});
