import type { HowTo } from '../catalogue-entry';

/** How to play Mahjong Solitaire: the page's lines (play) and the first-visit card's (start). */
export const HOW_TO: HowTo = {
  play: [
    'Clear the board by taking matching tiles in pairs. A tile is free when no tile lies on it and its left or its right side is open; only free tiles can be taken. Tiles of a kind match (the 3 of dots with a 3 of dots); any flower matches any flower and any season any season. Every deal can be cleared.',
    'Click or tap two free matching tiles to take them; a tile that is blocked says why. Show free tiles lights every tile you can take; the count of free pairs is above the board.',
    'Keyboard: Tab reaches the board, arrows move between free tiles, Enter or Space selects, Escape clears the selection. Undo and redo with the buttons or Ctrl+Z and Ctrl+Y.',
    'A new deal is shown face down: tap it (or press Enter) to turn it up, and the clock starts then; Pause stops it and hides the board. When no two free tiles match, Shuffle deals the tiles left again so that they can all be cleared, or Undo.',
    'Daily: the same Turtle deal for everybody on a UTC day, counting towards your streak. Practice: a new deal on the layout you choose. Hint shows a pair to take; a result with hints or shuffles does not enter the leaderboards.',
  ],
  start: [
    'Take matching tiles off in pairs until the board is clear.',
    'A tile is free when nothing lies on it and its left or right side is open: only free tiles can be taken.',
    'Tap two free tiles that match (any flower matches any flower, any season any season).',
  ],
};
