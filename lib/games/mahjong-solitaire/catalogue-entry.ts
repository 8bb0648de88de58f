import { catalogueEntry } from '../catalogue-entry';
import { LEVELS } from './layouts';

/** Mahjong Solitaire in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'mahjong-solitaire',
  name: 'Mahjong Solitaire',
  description: 'tile matching puzzle',
  tagline: 'Clear the pile by pairing matching tiles that are free on a side.',
  startLine: 'Pair matching tiles that are free on a side',
  isNew: true,
  levels: LEVELS,
  daily: true,
  leaderboard: {
    blurb: 'Fastest clean clears (no hints or shuffles).',
    empty: 'No times yet. Sign in and clear a layout without hints or shuffles to set the first one.',
  },
});
