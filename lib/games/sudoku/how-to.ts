import { EACH_LEVEL, type HowTo } from '../catalogue-entry';
import { LEVEL_TECHNIQUES } from './level-techniques';

/**
 * How to play Sudoku: the page's lines (play) and the first-visit card's (start).
 * The levels line names each level's techniques from the grader's own list; plain templates, no calls.
 */
export const HOW_TO: HowTo = {
  play: [
    'Fill the grid so that every row, every column and every 3x3 box holds each digit 1 to 9 once. Every puzzle has exactly one solution, reachable by logic alone.',
    'Select a cell (click, tap or the arrow keys), then type a digit or use the pad, which shows how many of each digit are left. Backspace or Delete erases.',
    'Notes: press N or the Notes button to pencil in candidates, or hold Shift with a digit for a single note. Placing a digit removes it from the notes of its row, column and box; Auto-notes fills in every candidate.',
    "Digits that clash in a row, column or box are marked at once. Show mistakes (off unless you turn it on) strikes through every digit that is not the solution's; a result with it does not enter the leaderboards. The puzzle is checked as soon as the grid is full.",
    `Levels: Easy asks for ${LEVEL_TECHNIQUES.easy.asks}; Medium adds ${LEVEL_TECHNIQUES.medium.asks}; Hard adds ${LEVEL_TECHNIQUES.hard.asks}; Expert adds ${LEVEL_TECHNIQUES.expert.asks}. ${EACH_LEVEL}`,
  ],
  start: [
    'Fill every row, column and 3×3 box with the digits 1 to 9, each once.',
    'Select a cell, then type a digit or tap it on the pad. Notes pencil in candidates.',
  ],
};
