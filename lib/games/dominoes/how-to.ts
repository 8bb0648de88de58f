import type { HowTo } from '../catalogue-entry';

/** How to play Dominoes: the page's lines (play) and the first-visit card's (start). */
export const HOW_TO: HowTo = {
  play: [
    'Lay tiles end to end: a tile must match the pips of an open end of the line. Play against one to three computer players (Easy or Hard), in the Draw game or the Block game, chosen with the level. The first round opens with the highest double; later rounds with the last winner.',
    'Drag a tile from your hand onto a lit end of the line, or tap the tile and then the lit end. Ends where the tile fits light up; doubles lie crosswise. Keyboard: arrows move along your hand, Enter picks a tile, arrows choose the end, Enter lays it, Escape puts it back.',
    'Nothing fits? In the Draw game, Draw takes tiles from the boneyard until one fits; Pass only when none is left (in the Block game, whenever nothing fits). The computers’ turns are shown one by one. The clock starts with your first move; Pause stops it and hides your hand.',
    'The first to empty their hand wins the round and scores the pips left in the other hands; a blocked round goes to the lightest hand. First to 100 points wins the match. Daily: one deal for everybody against a Hard opponent, counting towards your streak. Hint suggests a tile and why; a result with hints does not enter the leaderboards.',
  ],
  start: [
    'Play a tile whose end matches an open end of the line; a double is laid crosswise.',
    'Drag a tile to a lit end, or tap the tile and then the end. Cannot play? Draw, or pass when the boneyard is empty.',
    'Empty your hand first to score the pips left in the other hands: first to 100 wins the match.',
  ],
};
