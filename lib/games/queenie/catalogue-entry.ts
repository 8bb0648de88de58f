import { catalogueEntry } from '../catalogue-entry';
import { LEVELS } from './levels';

/** Queenie in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'queenie',
  name: 'Queenie',
  description: 'help the Queens avoid each other',
  tagline: 'Place one queen in every row, column and colour, with no two queens touching.',
  startLine: 'Tap a cell once for an X, twice for a queen',
  isNew: false,
  levels: LEVELS,
  daily: true,
  leaderboard: {
    blurb: 'Fastest clean solves (no hints).',
    empty: 'No times yet. Sign in and solve a puzzle without hints to set the first one.',
  },
});
