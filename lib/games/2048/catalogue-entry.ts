import { catalogueEntry } from '../catalogue-entry';

/** 2048 in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: '2048',
  name: '2048',
  description: 'combine tiles with the same number to reach 2048',
  tagline: 'Slide the tiles and merge equal numbers until you build the 2048 tile.',
  isNew: false,
  levels: [{ id: 'standard', label: 'Standard' }],
  daily: false,
  leaderboard: {
    blurb: 'Fastest times to reach the 2048 tile.',
    empty: 'No times yet. Sign in and reach the 2048 tile to set the first one.',
  },
  ownRoute: { budgetKb: 175 },
});
