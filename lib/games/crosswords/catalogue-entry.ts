import { catalogueEntry } from '../catalogue-entry';
import { CROSSWORD_LEVELS } from './levels';

/** Crosswords in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'crosswords',
  name: 'Crosswords',
  description: 'word puzzle challenge',
  tagline: 'Fill a compact grid from its clues, across and down.',
  startLine: 'Tap the grid or type to start',
  isNew: true,
  levels: CROSSWORD_LEVELS,
  daily: true,
  leaderboard: {
    blurb: 'Fastest clean solves (no checks or reveals).',
    empty: 'No times yet. Sign in and solve a crossword without checks or reveals to set the first one.',
  },
});
