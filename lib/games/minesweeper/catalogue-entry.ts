import { catalogueEntry } from '../catalogue-entry';
import { LEVELS } from './levels';

/** Minesweeper in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'minesweeper',
  name: 'Minesweeper',
  description: 'avoid hidden mines',
  tagline: 'Open every safe cell using the numbers as clues. No board needs a guess.',
  // The daily's first cell is given (ringed on the board), the same for everybody.
  startLine: { daily: 'Open the cell ringed in green: everybody starts there', practice: 'Open a cell: your first is always safe' },
  isNew: false,
  levels: LEVELS,
  daily: true,
  leaderboard: {
    blurb: 'Fastest clean clears (no hints).',
    empty: 'No times yet. Sign in and clear a board without hints to set the first one.',
  },
});
