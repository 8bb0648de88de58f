import { catalogueEntry } from '../catalogue-entry';
import { LEVELS } from './levels';

/** Takuzu in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'takuzu',
  name: 'Takuzu',
  description: 'binary logic puzzle challenge',
  tagline: 'Fill the grid with 0s and 1s: never three alike side by side, as many 0s as 1s in each line, and no two lines the same.',
  startLine: 'Tap a cell to cycle it: 0, 1, empty',
  isNew: false,
  levels: LEVELS,
  daily: true,
  leaderboard: {
    blurb: 'Fastest clean solves (no hints).',
    empty: 'No times yet. Sign in and solve a puzzle without hints to set the first one.',
  },
});
