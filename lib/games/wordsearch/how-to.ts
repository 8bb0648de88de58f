import type { HowTo } from '../catalogue-entry';

/** How to play Wordsearch: the page's lines (play) and the first-visit card's (start). */
export const HOW_TO: HowTo = {
  play: [
    'Find every word of the list in the grid. Words run in straight lines: on Easy right and down, on Medium also diagonally, on Hard in all eight directions, backwards too. Every listed word is in the grid exactly once.',
    'Drag from the first letter of a word to its last (mouse or finger), or click or tap the two ends. The selection snaps to the nearest straight line. A found word keeps its colour and outline in the grid and is struck through in the list; a selection that spells no listed word flashes and changes nothing.',
    'Keyboard: arrows move between letters, Space or Enter marks the start and then the end of a word, Escape cancels a marked start.',
    'Hint rings the first letter of a word not found yet. The grid is checked as soon as every word is found.',
  ],
  start: [
    'Find every word of the list in the grid.',
    'Drag from the first letter of a word to its last, or tap both ends.',
    'Words run in straight lines; on harder levels also diagonally and backwards.',
  ],
};
