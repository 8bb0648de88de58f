'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { GameInfo } from './shell/types';

/**
 * The client side of the registry: each platform game's page component (its view inside the shell,
 * in components/games/<id>/) by catalogue id. Each is its own chunk, so a game's code loads only on
 * that game's page. docs/GAMES.md, Adding a game, lists the other registries.
 */
export const GAME_VIEWS: Readonly<Record<string, ComponentType<{ info: GameInfo }>>> = {
  crosswords: dynamic(() => import('./crosswords/crosswords-game')),
  dominoes: dynamic(() => import('./dominoes/dominoes-game')),
  'mahjong-solitaire': dynamic(() => import('./mahjong-solitaire/mahjong-game')),
  minesweeper: dynamic(() => import('./minesweeper/minesweeper-game')),
  queenie: dynamic(() => import('./queenie/queenie-game')),
  solitaire: dynamic(() => import('./solitaire/solitaire-game')),
  sudoku: dynamic(() => import('./sudoku/sudoku-game')),
  takuzu: dynamic(() => import('./takuzu/takuzu-game')),
  wordguesser: dynamic(() => import('./wordguesser/wordguesser-game')),
  wordsearch: dynamic(() => import('./wordsearch/wordsearch-game')),
};
