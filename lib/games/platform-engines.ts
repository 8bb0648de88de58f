import 'server-only';
import { createCrosswordEngine } from './crosswords/engine';
import { dominoesEngine } from './dominoes';
import type { PlatformEngines } from './hidden-state-engine';
import { createMahjongEngine } from './mahjong-solitaire/engine';
import { createMinesweeperEngine } from './minesweeper/engine';
import { queenieEngine } from './queenie';
import { solitaireEngine } from './solitaire/engine';
import { sudokuEngine } from './sudoku';
import { takuzuEngine } from './takuzu';
import { wordGuesserEngine } from './wordguesser/engine';
import { wordsearchEngine } from './wordsearch';

/**
 * The server side of the registry: each platform game's engine by catalogue id. The play API,
 * dailies and results read it; nothing else names a game. A game lands here with its engine, and
 * in the catalogue (playable, levels) and components/games/game-views.ts with its view.
 */
export const PLATFORM_ENGINES: PlatformEngines = {
  crosswords: createCrosswordEngine(),
  dominoes: dominoesEngine,
  'mahjong-solitaire': createMahjongEngine(),
  minesweeper: createMinesweeperEngine(),
  queenie: queenieEngine,
  solitaire: solitaireEngine,
  sudoku: sudokuEngine,
  takuzu: takuzuEngine,
  wordguesser: wordGuesserEngine,
  wordsearch: wordsearchEngine,
};
