import type { HowTo } from '../catalogue-entry';

/** How to play Crosswords: the page's lines (play) and the first-visit card's (start). */
export const HOW_TO: HowTo = {
  play: [
    'Fill the white squares with letters so that every entry, across and down, answers its clue. The grid is numbered the usual way: each clue number names the square its entry starts on.',
    'Click or tap a square to select it; click it again (or press Space) to switch between across and down. Type to fill: the cursor moves on to the next empty square of the entry. Backspace erases, the arrows move, Tab and Shift+Tab go to the next and previous clue. The current clue is shown above the grid; click any clue to jump to it. On a phone, use the keyboard on screen.',
    'Pencil writes grey letters for guesses you are unsure of. Check marks wrong letters, and Reveal shows the answer, for a square, a word or the whole puzzle; either marks the result as assisted, so it does not enter the leaderboards.',
    'A new puzzle shows the empty grid only: tap a square or type a letter to start, and the clues show and the clock starts then. Your letters are saved as you type, so a reload picks up where you left off. The puzzle is checked as soon as every square is filled; after two full grids that were not right yet, only when you press Submit, and each wrong one then counts as a check. Pause stops the clock and hides the grid.',
    'Daily: the same Mini (5x5) for everybody on a UTC day, counting towards your streak. Practice: a new puzzle at the level you choose, Easy (Mini, 5x5), Medium (Midi, 7x7) or Hard (9x9).',
  ],
  start: [
    'Fill every white square so that each entry answers its clue, across and down.',
    'Tap the grid or type to start: the clues show and the clock starts then.',
    'Tap a square to select it; tap it again to switch between across and down. Then type.',
    'The puzzle is checked as soon as the grid is full.',
  ],
};
