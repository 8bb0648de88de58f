import { catalogueEntry } from '../catalogue-entry';
import { LEVELS } from './levels';

/** Solitaire in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'solitaire',
  name: 'Solitaire',
  description: 'classic card game',
  tagline: 'Build the four suits up from the aces, turning the stock to free the cards you need.',
  startLine: 'Drag a card, or tap it to move it',
  isNew: true,
  levels: LEVELS,
  daily: true,
  leaderboard: {
    blurb: 'Fastest clean wins, Draw 1 and Draw 3 (no hints).',
    empty: 'No times yet. Sign in and win a deal without hints to set the first one.',
  },
});
