import type { HowTo } from '../catalogue-entry';

/** How to play 2048: the page's lines (play) and the first-visit card's (start). */
export const HOW_TO: HowTo = {
  start: ['Slide all tiles with the arrow keys, a drag or a swipe.', 'Two equal tiles that meet merge into one: reach the 2048 tile.'],
};
