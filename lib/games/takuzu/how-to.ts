import { EACH_LEVEL, type HowTo } from '../catalogue-entry';
import { LEVEL_TECHNIQUES } from './level-techniques';

/**
 * How to play Takuzu: the page's lines (play) and the first-visit card's (start).
 * The levels line names each level's techniques from the grader's own list; plain templates, no calls.
 */
export const HOW_TO: HowTo = {
  play: [
    'Fill the grid with 0s and 1s: no three equal cells next to each other in a row or column, as many 0s as 1s in every row and column, and no two rows (or two columns) alike. Every puzzle has exactly one solution, reachable by logic alone.',
    'Click or tap a cell to cycle it: empty, 0, 1, empty. Right-click or long-press cycles back. 0s and 1s differ in colour and are written as digits; given cells are bold with a dot.',
    'Keyboard: arrows move between cells, 0 and 1 place, Space cycles (Shift+Space back), Backspace or Delete clears.',
    'Each row and column shows its count of 0s and 1s. Rule breaks are striped in red at once, or only once their line is full if you choose so. The puzzle is checked as soon as the grid is full.',
    `Levels: Easy asks for ${LEVEL_TECHNIQUES.easy.asks}; Medium adds ${LEVEL_TECHNIQUES.medium.asks}; Hard adds ${LEVEL_TECHNIQUES.hard.asks}. ${EACH_LEVEL}`,
  ],
  start: ['Tap a cell to cycle it: empty, 0, 1.', 'Every puzzle has one solution, found by logic alone.'],
};
