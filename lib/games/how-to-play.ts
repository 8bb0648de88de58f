import type { GameId } from './catalogue';
import { LEVEL_TECHNIQUES as QUEENIE } from './queenie/level-techniques';
import { LEVEL_TECHNIQUES as SUDOKU } from './sudoku/level-techniques';
import { LEVEL_TECHNIQUES as TAKUZU } from './takuzu/level-techniques';

/**
 * The line on what each level asks for takes its words from the lists the game's grader takes its
 * techniques from (each game's level-techniques.ts), so the page cannot say other than what the engine
 * grades. Plain templates, no calls: the browser's bundle may drop what it does not use.
 */
const EACH_LEVEL = 'Each level needs something the one before never does.';

/**
 * "How to play" for each platform game's page, server-rendered under the board: a few short lines
 * on the rules and the controls (mouse, touch and keyboard).
 */
export const HOW_TO_PLAY: Partial<Record<GameId, readonly string[]>> = {
  crosswords: [
    'Fill the white squares with letters so that every entry, across and down, answers its clue. The grid is numbered the usual way: each clue number names the square its entry starts on.',
    'Click or tap a square to select it; click it again (or press Space) to switch between across and down. Type to fill: the cursor moves on to the next empty square of the entry. Backspace erases, the arrows move, Tab and Shift+Tab go to the next and previous clue. The current clue is shown above the grid; click any clue to jump to it. On a phone, use the keyboard on screen.',
    'Pencil writes grey letters for guesses you are unsure of. Check marks wrong letters, and Reveal shows the answer, for a square, a word or the whole puzzle; either marks the result as assisted, so it does not enter the leaderboards.',
    'A new puzzle shows the empty grid only: press Start to see the clues, and the clock starts then. Your letters are saved as you type, so a reload picks up where you left off. The puzzle is checked as soon as every square is filled; after two full grids that were not right yet, only when you press Submit, and each wrong one then counts as a check. Pause stops the clock and hides the grid.',
    'Daily: the same Mini (5x5) for everybody on a UTC day, counting towards your streak. Practice: a new puzzle at the level you choose, Easy (Mini, 5x5), Medium (Midi, 7x7) or Hard (9x9).',
  ],
  'mahjong-solitaire': [
    'Clear the board by taking matching tiles in pairs. A tile is free when no tile lies on it and its left or its right side is open; only free tiles can be taken. Tiles of a kind match (the 3 of dots with a 3 of dots); any flower matches any flower and any season any season. Every deal can be cleared.',
    'Click or tap two free matching tiles to take them; a tile that is blocked says why. Show free tiles lights every tile you can take; the count of free pairs is above the board.',
    'Keyboard: Tab reaches the board, arrows move between free tiles, Enter or Space selects, Escape clears the selection. Undo and redo with the buttons or Ctrl+Z and Ctrl+Y.',
    'A new deal is shown face down: press Deal the tiles (or Enter) to turn it up, and the clock starts then; Pause stops it and hides the board. When no two free tiles match, Shuffle deals the tiles left again so that they can all be cleared, or Undo.',
    'Daily: the same Turtle deal for everybody on a UTC day, counting towards your streak. Practice: a new deal on the layout you choose. Hint shows a pair to take; a result with hints or shuffles does not enter the leaderboards.',
  ],
  minesweeper: [
    'Open every cell that hides no mine. A number tells how many of the eight cells around it hide a mine. The first cell you open is always safe and opens an area, and every board can be cleared by logic alone, without guessing. The daily starts at its ringed cell, the same for everybody.',
    'Click or tap to open a cell. Right-click, long-press or turn on Flag mode to flag a mine (a flagged cell does not open). Clicking a number with as many flags around it opens its other neighbours.',
    'Keyboard: arrows move between cells, Space or Enter opens (or opens around a number), F flags. Question marks can be turned on under the board. The counter shows mines minus flags; the face starts a new game.',
    'The clock starts at the first click; Pause stops it and hides the board. Every opened cell is final: there is no undo.',
    'Daily: the same board for everybody on a UTC day, counting towards your streak. Practice: a new board at the level you choose. Hint shows a cell that logic proves safe, and why; a result with hints does not enter the leaderboards.',
  ],
  queenie: [
    'Place one queen in every row, every column and every coloured region, with no two queens touching, not even diagonally. Every puzzle has exactly one solution, reachable by logic alone.',
    'Click or tap a cell to cycle it: empty, then X (a cell you have ruled out), then queen. Drag across cells to mark several Xs at once. Auto-X marks the cells each new queen rules out.',
    'Keyboard: arrows move between cells, Q places or removes a queen, X marks a cell, Space cycles, Backspace or Delete clears.',
    'Queens that clash are striped in red at once. Regions are set apart by thick borders as well as colour. The puzzle is checked as soon as every queen is placed.',
    `Levels: Easy asks for ${QUEENIE.easy.asks}; Medium adds ${QUEENIE.medium.asks}; Hard adds ${QUEENIE.hard.asks}. ${EACH_LEVEL}`,
  ],
  takuzu: [
    'Fill the grid with 0s and 1s: no three equal cells next to each other in a row or column, as many 0s as 1s in every row and column, and no two rows (or two columns) alike. Every puzzle has exactly one solution, reachable by logic alone.',
    'Click or tap a cell to cycle it: empty, 0, 1, empty. Right-click or long-press cycles back. 0s and 1s differ in colour and are written as digits; given cells are bold with a dot.',
    'Keyboard: arrows move between cells, 0 and 1 place, Space cycles (Shift+Space back), Backspace or Delete clears.',
    'Each row and column shows its count of 0s and 1s. Rule breaks are striped in red at once, or only once their line is full if you choose so. The puzzle is checked as soon as the grid is full.',
    `Levels: Easy asks for ${TAKUZU.easy.asks}; Medium adds ${TAKUZU.medium.asks}; Hard adds ${TAKUZU.hard.asks}. ${EACH_LEVEL}`,
  ],
  sudoku: [
    'Fill the grid so that every row, every column and every 3x3 box holds each digit 1 to 9 once. Every puzzle has exactly one solution, reachable by logic alone.',
    'Select a cell (click, tap or the arrow keys), then type a digit or use the pad, which shows how many of each digit are left. Backspace or Delete erases.',
    'Notes: press N or the Notes button to pencil in candidates, or hold Shift with a digit for a single note. Placing a digit removes it from the notes of its row, column and box; Auto-notes fills in every candidate.',
    "Digits that clash in a row, column or box are marked at once. Show mistakes (off unless you turn it on) strikes through every digit that is not the solution's; a result with it does not enter the leaderboards. The puzzle is checked as soon as the grid is full.",
    `Levels: Easy asks for ${SUDOKU.easy.asks}; Medium adds ${SUDOKU.medium.asks}; Hard adds ${SUDOKU.hard.asks}; Expert adds ${SUDOKU.expert.asks}. ${EACH_LEVEL}`,
  ],
  wordsearch: [
    'Find every word of the list in the grid. Words run in straight lines: on Easy right and down, on Medium also diagonally, on Hard in all eight directions, backwards too. Every listed word is in the grid exactly once.',
    'Drag from the first letter of a word to its last (mouse or finger), or click or tap the two ends. The selection snaps to the nearest straight line. A found word keeps its colour and outline in the grid and is struck through in the list; a selection that spells no listed word flashes and changes nothing.',
    'Keyboard: arrows move between letters, Space or Enter marks the start and then the end of a word, Escape cancels a marked start.',
    'Hint rings the first letter of a word not found yet. The grid is checked as soon as every word is found.',
  ],
  dominoes: [
    'Lay tiles end to end: a tile must match the pips of an open end of the line. Play against one to three computer players (Easy or Hard), in the Draw game or the Block game, chosen with the level. The first round opens with the highest double; later rounds with the last winner.',
    'Drag a tile from your hand onto a lit end of the line, or tap the tile and then the lit end. Ends where the tile fits light up; doubles lie crosswise. Keyboard: arrows move along your hand, Enter picks a tile, arrows choose the end, Enter lays it, Escape puts it back.',
    'Nothing fits? In the Draw game, Draw takes tiles from the boneyard until one fits; Pass only when none is left (in the Block game, whenever nothing fits). The computers’ turns are shown one by one. The clock starts with your first move; Pause stops it and hides your hand.',
    'The first to empty their hand wins the round and scores the pips left in the other hands; a blocked round goes to the lightest hand. First to 100 points wins the match. Daily: one deal for everybody against a Hard opponent, counting towards your streak. Hint suggests a tile and why; a result with hints does not enter the leaderboards.',
  ],
  solitaire: [
    "Klondike: build the four foundations up by suit, from the Ace to the King. In the seven columns, build down in alternating colours (a red 6 on a black 7); a run of face-up cards moves together, and only a King (or a run headed by one) goes to an empty column. A column's face-down card turns up once the cards on it are gone.",
    'Drag a card or a run onto a pile (mouse or finger), or tap or click a card to send it to its best place: its foundation first, else a column (so a double-click sends a card to its foundation, and no other card after it). Click the stock to draw: one card in Draw 1, three in Draw 3 (only the top one plays); an empty stock turns the waste over, as often as you like.',
    'Keyboard: Tab reaches the piles, arrows move between them (up and down within a column), Enter or Space picks a card and then drops it on the pile you move to, Escape puts it back. Enter on the stock draws. Ctrl+Z undoes.',
    'Undo is unlimited. Once every card is face up and the stock and waste are empty, Auto-complete plays the rest. Score: +10 to a foundation, +5 from the waste to a column or for a card turned up, −15 back from a foundation, −100 for turning the waste over in Draw 1. The clock starts with your first move; Pause stops it and hides the cards.',
    'Daily: a Draw 1 and a Draw 3 deal for everybody on a UTC day, counting towards your streak. Practice: a new deal in the mode you choose. Every deal served can be won. Hint shows a move (from the winning line while you follow it); a result with hints does not enter the leaderboards.',
  ],
  wordguesser: [
    'Find the hidden five-letter word in six guesses. Each guess must be a word; after it, every letter turns green (in the right place), yellow (in the word, elsewhere) or grey (not in the word, or no more copies of it).',
    'Type on your keyboard (letters, Enter, Backspace) or tap the keys on screen; the keys show the best colour found for each letter.',
    'Hard mode, chosen before the first guess: every green must stay in place and every yellow must be used. Results in hard mode are marked with * when shared. High contrast uses orange and blue.',
    "Daily: the same word for everybody on a UTC day, counting towards your streak; a new one at midnight UTC. Practice: as many words as you like. Signed-in players' wins enter the leaderboards, fastest first.",
  ],
};

/** Every grid game's shell has these, so they are said once here. */
export const SHELL_HELP: readonly string[] = [
  'Daily: the same puzzle for everybody on a UTC day, counting towards your streak. Practice: a new puzzle at the level you choose.',
  'Pause stops the clock and hides the board. Undo and redo with the buttons or Ctrl+Z and Ctrl+Y.',
  'Hint shows the next deduction and its cells; a result with hints does not enter the leaderboards.',
];

/** Games played one move at a time on the server (no undo there): their own lines say the rest. */
export const WITHOUT_SHELL_HELP: ReadonlySet<GameId> = new Set([
  'crosswords',
  'dominoes',
  'mahjong-solitaire',
  'minesweeper',
  'solitaire',
  'wordguesser',
]);

/**
 * The first-visit card's few lines, beside its pictured example (components/games/how-to-play):
 * the rule and the one gesture a new player needs, not every control (the full list is on the page).
 */
export const HOW_TO_START: Partial<Record<GameId, readonly string[]>> = {
  crosswords: [
    'Fill every white square so that each entry answers its clue, across and down.',
    'Press Start to see the clues; the clock starts then.',
    'Tap a square to select it; tap it again to switch between across and down. Then type.',
    'The puzzle is checked as soon as the grid is full.',
  ],
  minesweeper: [
    'A number tells how many of the eight cells around it hide a mine.',
    'Tap to open a cell; long-press, right-click or use Flag mode to flag a mine.',
    'Your first cell is always safe, and no board ever needs a guess.',
  ],
  queenie: [
    'Place one queen in every row, every column and every colour.',
    'Queens may not touch, not even diagonally.',
    'Tap a cell once for an X (ruled out), twice for a queen.',
  ],
  takuzu: ['Tap a cell to cycle it: empty, 0, 1.', 'Every puzzle has one solution, found by logic alone.'],
  sudoku: [
    'Fill every row, column and 3×3 box with the digits 1 to 9, each once.',
    'Select a cell, then type a digit or tap it on the pad. Notes pencil in candidates.',
  ],
  wordsearch: [
    'Find every word of the list in the grid.',
    'Drag from the first letter of a word to its last, or tap both ends.',
    'Words run in straight lines; on harder levels also diagonally and backwards.',
  ],
  wordguesser: [
    'Guess the hidden five-letter word in six tries.',
    'Green: right letter, right place. Yellow: in the word, elsewhere. Grey: not in the word.',
  ],
  'mahjong-solitaire': [
    'Take matching tiles off in pairs until the board is clear.',
    'A tile is free when nothing lies on it and its left or right side is open: only free tiles can be taken.',
    'Tap two free tiles that match (any flower matches any flower, any season any season).',
  ],
  dominoes: [
    'Play a tile whose end matches an open end of the line; a double is laid crosswise.',
    'Drag a tile to a lit end, or tap the tile and then the end. Cannot play? Draw, or pass when the boneyard is empty.',
    'Empty your hand first to score the pips left in the other hands: first to 100 wins the match.',
  ],
  solitaire: [
    'Build the four suits up from the Ace to the King on the foundations.',
    'In the columns, build down in alternating colours: a red 6 on a black 7. Only a King goes to an empty column.',
    'Drag a card, or tap it to send it to its best place. Tap the stock to draw.',
  ],
  '2048': ['Slide all tiles with the arrow keys, a drag or a swipe.', 'Two equal tiles that meet merge into one: reach the 2048 tile.'],
  'chess-puzzles': [
    'Find the checkmate in the number of moves the puzzle names.',
    'Drag a piece (or click it, then its square), or type the move. The opponent answers by itself.',
    'Solve the Easy puzzles to unlock Medium, then Hard.',
  ],
};
