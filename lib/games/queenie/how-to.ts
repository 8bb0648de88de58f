import { EACH_LEVEL, type HowTo } from '../catalogue-entry';
import { LEVEL_TECHNIQUES } from './level-techniques';

/**
 * How to play Queenie: the page's lines (play) and the first-visit card's (start).
 * The levels line names each level's techniques from the grader's own list; plain templates, no calls.
 */
export const HOW_TO: HowTo = {
  play: [
    'Place one queen in every row, every column and every coloured region, with no two queens touching, not even diagonally. Every puzzle has exactly one solution, reachable by logic alone.',
    'Click or tap a cell to cycle it: empty, then X (a cell you have ruled out), then queen. Drag across cells to mark several Xs at once. Auto-X marks the cells each new queen rules out.',
    'Keyboard: arrows move between cells, Q places or removes a queen, X marks a cell, Space cycles, Backspace or Delete clears.',
    'Queens that clash are striped in red at once. Regions are set apart by thick borders as well as colour. The puzzle is checked as soon as every queen is placed.',
    `Levels: Easy asks for ${LEVEL_TECHNIQUES.easy.asks}; Medium adds ${LEVEL_TECHNIQUES.medium.asks}; Hard adds ${LEVEL_TECHNIQUES.hard.asks}. ${EACH_LEVEL}`,
  ],
  start: [
    'Place one queen in every row, every column and every colour.',
    'Queens may not touch, not even diagonally.',
    'Tap a cell once for an X (ruled out), twice for a queen.',
  ],
};
