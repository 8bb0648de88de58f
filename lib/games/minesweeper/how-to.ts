import type { HowTo } from '../catalogue-entry';

/** How to play Minesweeper: the page's lines (play) and the first-visit card's (start). */
export const HOW_TO: HowTo = {
  play: [
    'Open every cell that hides no mine. A number tells how many of the eight cells around it hide a mine. The first cell you open is always safe and opens an area, and every board can be cleared by logic alone, without guessing. The daily starts at its ringed cell, the same for everybody.',
    'Click or tap to open a cell. Right-click, long-press or turn on Flag mode to flag a mine (a flagged cell does not open). Clicking a number with as many flags around it opens its other neighbours.',
    'Keyboard: arrows move between cells, Space or Enter opens (or opens around a number), F flags. Question marks can be turned on under the board. The counter shows mines minus flags; the face starts a new game.',
    'The clock starts at the first click; Pause stops it and hides the board. Every opened cell is final: there is no undo.',
    'Daily: the same board for everybody on a UTC day, counting towards your streak. Practice: a new board at the level you choose. Hint shows a cell that logic proves safe, and why; a result with hints does not enter the leaderboards.',
  ],
  start: [
    'A number tells how many of the eight cells around it hide a mine.',
    'Tap to open a cell; long-press, right-click or use Flag mode to flag a mine.',
    'Your first cell is always safe, and no board ever needs a guess.',
  ],
};
