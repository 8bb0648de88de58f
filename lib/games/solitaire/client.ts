/** What the browser needs to play: cards, levels, piles, moves (zod), the notation and the public view. */
export * from './cards';
export * from './levels';
export * from './piles';
export * from './moves';
export * from './notation';
export * from './view';
