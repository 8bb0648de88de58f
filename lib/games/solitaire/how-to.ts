import type { HowTo } from '../catalogue-entry';

/** How to play Solitaire: the page's lines (play) and the first-visit card's (start). */
export const HOW_TO: HowTo = {
  play: [
    "Klondike: build the four foundations up by suit, from the Ace to the King. In the seven columns, build down in alternating colours (a red 6 on a black 7); a run of face-up cards moves together, and only a King (or a run headed by one) goes to an empty column. A column's face-down card turns up once the cards on it are gone.",
    'Drag a card or a run onto a pile (mouse or finger), or tap or click a card to send it to its best place: its foundation first, else a column (so a double-click sends a card to its foundation, and no other card after it). Click the stock to draw: one card in Draw 1, three in Draw 3 (only the top one plays); an empty stock turns the waste over, as often as you like.',
    'Keyboard: Tab reaches the piles, arrows move between them (up and down within a column), Enter or Space picks a card and then drops it on the pile you move to, Escape puts it back. Enter on the stock draws. Ctrl+Z undoes.',
    'Undo is unlimited. Once every card is face up and the stock and waste are empty, Auto-complete plays the rest. Score: +10 to a foundation, +5 from the waste to a column or for a card turned up, −15 back from a foundation, −100 for turning the waste over in Draw 1. The clock starts with your first move; Pause stops it and hides the cards.',
    'Daily: a Draw 1 and a Draw 3 deal for everybody on a UTC day, counting towards your streak. Practice: a new deal in the mode you choose. Every deal served can be won. Hint shows a move (from the winning line while you follow it); a result with hints does not enter the leaderboards.',
  ],
  start: [
    'Build the four suits up from the Ace to the King on the foundations.',
    'In the columns, build down in alternating colours: a red 6 on a black 7. Only a King goes to an empty column.',
    'Drag a card, or tap it to send it to its best place. Tap the stock to draw.',
  ],
};
