import type { HowTo } from '../catalogue-entry';

/** How to play Chess Puzzles: the page's lines (play) and the first-visit card's (start). */
export const HOW_TO: HowTo = {
  start: [
    'Find the checkmate in the number of moves the puzzle names.',
    'Drag a piece (or click it, then its square), or type the move. The opponent answers by itself.',
    'Solve the Easy puzzles to unlock Medium, then Hard.',
  ],
};
