import { catalogueEntry } from '../catalogue-entry';
import { LEVELS } from './levels';

/** Wordsearch in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'wordsearch',
  name: 'Wordsearch',
  description: 'find hidden words in a grid',
  tagline: 'Find every hidden word in a themed letter grid.',
  startLine: "Drag from a word's first letter to its last",
  isNew: true,
  levels: LEVELS,
  daily: true,
  leaderboard: {
    blurb: 'Fastest clean finds (no hints).',
    empty: 'No times yet. Sign in and find every word without hints to set the first one.',
  },
});
