import 'server-only';
import { engine as crosswordEngine } from './crosswords/engine';
import { engine as dominoesEngine } from './dominoes';
import type { PlatformEngines } from './hidden-state-engine';
import { engine as mahjongEngine } from './mahjong-solitaire/engine';
import { engine as minesweeperEngine } from './minesweeper/engine';
import { engine as queenieEngine } from './queenie';
import { engine as solitaireEngine } from './solitaire/engine';
import { engine as sudokuEngine } from './sudoku';
import { engine as takuzuEngine } from './takuzu';
import { engine as wordGuesserEngine } from './wordguesser/engine';
import { engine as wordsearchEngine } from './wordsearch';

/**
 * The server side of the registry: each platform game's engine by catalogue id. The play API,
 * dailies and results read it; nothing else names a game. A game lands here with its engine, and
 * in the catalogue (playable, levels) and components/games/game-views.ts with its view.
 */
export const PLATFORM_ENGINES: PlatformEngines = {
  crosswords: crosswordEngine,
  dominoes: dominoesEngine,
  'mahjong-solitaire': mahjongEngine,
  minesweeper: minesweeperEngine,
  queenie: queenieEngine,
  solitaire: solitaireEngine,
  sudoku: sudokuEngine,
  takuzu: takuzuEngine,
  wordguesser: wordGuesserEngine,
  wordsearch: wordsearchEngine,
};
