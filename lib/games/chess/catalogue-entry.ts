import { catalogueEntry } from '../catalogue-entry';

/** Chess Puzzles in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'chess-puzzles',
  name: 'Chess Puzzles',
  description: 'strategic chess challenges',
  tagline: 'Find the checkmate in one, two or three moves, with 2,000 puzzles per difficulty.',
  isNew: false,
  levels: [],
  daily: false,
  leaderboard: null,
  ownRoute: { budgetKb: 230 },
});
