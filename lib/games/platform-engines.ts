import 'server-only';
import { engine as crosswords } from './crosswords/engine';
import { engine as dominoes } from './dominoes/engine';
import type { PlatformEngines } from './hidden-state-engine';
import { engine as mahjongSolitaire } from './mahjong-solitaire/engine';
import { engine as minesweeper } from './minesweeper/engine';
import { engine as queenie } from './queenie/engine';
import { engine as solitaire } from './solitaire/engine';
import { engine as sudoku } from './sudoku/engine';
import { engine as takuzu } from './takuzu/engine';
import { engine as wordguesser } from './wordguesser/engine';
import { engine as wordsearch } from './wordsearch/engine';

/**
 * The server side of the registry: each platform game's engine (its lib/games/<id>/engine.ts) by
 * catalogue id, every catalogue game but those with a route of their own. The play API, dailies and
 * results read it; nothing else names a game. docs/GAMES.md, Adding a game, lists the other registries.
 */
export const PLATFORM_ENGINES: PlatformEngines = {
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
