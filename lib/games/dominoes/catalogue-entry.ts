import { catalogueEntry } from '../catalogue-entry';
import { LEVELS } from './levels';

/** Dominoes in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'dominoes',
  name: 'Dominoes',
  description: 'classic dominoes game',
  tagline: 'Match the ends and play out your hand before the computer does, in rounds to 100 points.',
  startLine: 'Play a tile that matches an open end',
  isNew: true,
  levels: LEVELS,
  daily: true,
  leaderboard: {
    blurb: 'Fastest match wins, per game and opponents (no hints).',
    empty: 'No times yet. Sign in and win a match without hints to set the first one.',
  },
});
