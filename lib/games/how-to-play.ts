import type { GameId } from './catalogue';
import type { HowTo } from './catalogue-entry';
import { HOW_TO as game2048 } from './2048/how-to';
import { HOW_TO as chessPuzzles } from './chess/how-to';
import { HOW_TO as crosswords } from './crosswords/how-to';
import { HOW_TO as dominoes } from './dominoes/how-to';
import { HOW_TO as mahjongSolitaire } from './mahjong-solitaire/how-to';
import { HOW_TO as minesweeper } from './minesweeper/how-to';
import { HOW_TO as queenie } from './queenie/how-to';
import { HOW_TO as solitaire } from './solitaire/how-to';
import { HOW_TO as sudoku } from './sudoku/how-to';
import { HOW_TO as takuzu } from './takuzu/how-to';
import { HOW_TO as wordguesser } from './wordguesser/how-to';
import { HOW_TO as wordsearch } from './wordsearch/how-to';

/** Each game's "How to play" (its lib/games/<id>/how-to.ts), by catalogue id. */
export const HOW_TO: Readonly<Record<GameId, HowTo>> = {
  '2048': game2048,
  'chess-puzzles': chessPuzzles,
  crosswords,
  dominoes,
  'mahjong-solitaire': mahjongSolitaire,
  minesweeper,
  queenie,
  solitaire,
  sudoku,
  takuzu,
  wordguesser,
  wordsearch,
};

/**
 * Every grid game's shell has these, so they are said once here. A hidden-state game is played one
 * move at a time on the server (no undo there): its own lines say the rest.
 */
export const SHELL_HELP: readonly string[] = [
  'Daily: the same puzzle for everybody on a UTC day, counting towards your streak. Practice: a new puzzle at the level you choose.',
  'Pause stops the clock and hides the board. Undo and redo with the buttons or Ctrl+Z and Ctrl+Y.',
  'Hint shows the next deduction and its cells; a result with hints does not enter the leaderboards.',
];
