/** The catalogue of the 12 games (spec section 1). The route is the id; the order is the grid's. */
export type GameId =
  | '2048'
  | 'chess-puzzles'
  | 'crosswords'
  | 'dominoes'
  | 'mahjong-solitaire'
  | 'minesweeper'
  | 'wordsearch'
  | 'queenie'
  | 'solitaire'
  | 'sudoku'
  | 'takuzu'
  | 'wordguesser';

import { CROSSWORD_LEVELS } from './crosswords/levels';
import { LEVELS as DOMINOES_LEVELS } from './dominoes/levels';
import type { PuzzleLevel } from './grid-puzzle-engine';
import { LEVELS as MAHJONG_LEVELS } from './mahjong-solitaire/layouts';
import { LEVELS as MINESWEEPER_LEVELS } from './minesweeper/levels';
import { LEVELS as QUEENIE_LEVELS } from './queenie/levels';
import { LEVELS as SOLITAIRE_LEVELS } from './solitaire/levels';
import { LEVELS as SUDOKU_LEVELS } from './sudoku/level-list';
import { LEVELS as TAKUZU_LEVELS } from './takuzu/levels';
import { LEVELS as WORDGUESSER_LEVELS } from './wordguesser/levels';
import { LEVELS as WORDSEARCH_LEVELS } from './wordsearch/levels';

/** What a game's leaderboard card says. Its boards: one all-time per level, one per daily. */
export type LeaderboardInfo = {
  /** One line under the card's heading, e.g. "Fastest times to reach the 2048 tile." */
  blurb: string;
  /** Shown while a board has no entry yet. */
  empty: string;
};

export type CatalogueEntry = {
  id: GameId;
  name: string;
  /** The spec's short description: kept as the spec words it (search metadata and JSON-LD use it). */
  description: string;
  /**
   * One sentence a person would write about the game, for the home grid and under the game's
   * heading (the icon is drawn by components/icons/game-icon.tsx, keyed by the id).
   */
  tagline: string;
  /** Shown with a "New" badge on the home page: the games added in the latest wave. */
  isNew: boolean;
  /** Playable in full today; the others show a placeholder until their issue lands. */
  playable: boolean;
  /** The levels a player picks from (the engine's own list); empty where the game has none here. */
  levels: readonly PuzzleLevel[];
  /** Whether the game has a daily puzzle, the same for everybody on a UTC day. */
  daily: boolean;
  /** null: the game keeps no leaderboard (chess puzzles are not a race). */
  leaderboard: LeaderboardInfo | null;
};

/** 2048 has a single level, so a single all-time board. */
export const GAME_2048_LEVELS: readonly PuzzleLevel[] = [{ id: 'standard', label: 'Standard' }];

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: '2048',
    name: '2048',
    description: 'combine tiles with the same number to reach 2048',
    tagline: 'Slide the tiles and merge equal numbers until you build the 2048 tile.',
    playable: true,
    isNew: false,
    levels: GAME_2048_LEVELS,
    daily: false,
    leaderboard: {
      blurb: 'Fastest times to reach the 2048 tile.',
      empty: 'No times yet. Sign in and reach the 2048 tile to set the first one.',
    },
  },
  {
    id: 'chess-puzzles',
    name: 'Chess Puzzles',
    description: 'strategic chess challenges',
    tagline: 'Find the checkmate in one, two or three moves, with 2,000 puzzles per difficulty.',
    playable: true,
    isNew: false,
    levels: [],
    daily: false,
    leaderboard: null,
  },
  {
    id: 'crosswords',
    name: 'Crosswords',
    description: 'word puzzle challenge',
    tagline: 'Fill a compact grid from its clues, across and down.',
    playable: true,
    isNew: true,
    levels: CROSSWORD_LEVELS,
    daily: true,
    leaderboard: {
      blurb: 'Fastest clean solves (no checks or reveals).',
      empty: 'No times yet. Sign in and solve a crossword without checks or reveals to set the first one.',
    },
  },
  {
    id: 'dominoes',
    name: 'Dominoes',
    description: 'classic dominoes game',
    tagline: 'Match the ends and play out your hand before the computer does, in rounds to 100 points.',
    playable: true,
    isNew: true,
    levels: DOMINOES_LEVELS,
    daily: true,
    leaderboard: {
      blurb: 'Fastest match wins, per game and opponents (no hints).',
      empty: 'No times yet. Sign in and win a match without hints to set the first one.',
    },
  },
  {
    id: 'mahjong-solitaire',
    name: 'Mahjong Solitaire',
    description: 'tile matching puzzle',
    tagline: 'Clear the pile by pairing matching tiles that are free on a side.',
    playable: true,
    isNew: true,
    levels: MAHJONG_LEVELS,
    daily: true,
    leaderboard: {
      blurb: 'Fastest clean clears (no hints or shuffles).',
      empty: 'No times yet. Sign in and clear a layout without hints or shuffles to set the first one.',
    },
  },
  {
    id: 'minesweeper',
    name: 'Minesweeper',
    description: 'avoid hidden mines',
    tagline: 'Open every safe cell using the numbers as clues. No board needs a guess.',
    playable: true,
    isNew: false,
    levels: MINESWEEPER_LEVELS,
    daily: true,
    leaderboard: {
      blurb: 'Fastest clean clears (no hints).',
      empty: 'No times yet. Sign in and clear a board without hints to set the first one.',
    },
  },
  {
    id: 'wordsearch',
    name: 'Wordsearch',
    description: 'find hidden words in a grid',
    tagline: 'Find every hidden word in a themed letter grid.',
    playable: true,
    isNew: true,
    levels: WORDSEARCH_LEVELS,
    daily: true,
    leaderboard: {
      blurb: 'Fastest clean finds (no hints).',
      empty: 'No times yet. Sign in and find every word without hints to set the first one.',
    },
  },
  {
    id: 'queenie',
    name: 'Queenie',
    description: 'help the Queens avoid each other',
    tagline: 'Place one queen in every row, column and colour, with no two queens touching.',
    playable: true,
    isNew: false,
    levels: QUEENIE_LEVELS,
    daily: true,
    leaderboard: {
      blurb: 'Fastest clean solves (no hints).',
      empty: 'No times yet. Sign in and solve a puzzle without hints to set the first one.',
    },
  },
  {
    id: 'solitaire',
    name: 'Solitaire',
    description: 'classic card game',
    tagline: 'Build the four suits up from the aces, turning the stock to free the cards you need.',
    playable: true,
    isNew: true,
    levels: SOLITAIRE_LEVELS,
    daily: true,
    leaderboard: {
      blurb: 'Fastest clean wins, Draw 1 and Draw 3 (no hints).',
      empty: 'No times yet. Sign in and win a deal without hints to set the first one.',
    },
  },
  {
    id: 'sudoku',
    name: 'Sudoku',
    description: 'classic number puzzle game',
    tagline: 'Fill the grid so every row, column and box holds the digits 1 to 9 once.',
    playable: true,
    isNew: false,
    levels: SUDOKU_LEVELS,
    daily: true,
    leaderboard: {
      blurb: 'Fastest clean solves (no hints).',
      empty: 'No times yet. Sign in and solve a puzzle without hints to set the first one.',
    },
  },
  {
    id: 'takuzu',
    name: 'Takuzu',
    description: 'binary logic puzzle challenge',
    tagline: 'Fill the grid with 0s and 1s: never three alike side by side, as many 0s as 1s in each line, and no two lines the same.',
    playable: true,
    isNew: false,
    levels: TAKUZU_LEVELS,
    daily: true,
    leaderboard: {
      blurb: 'Fastest clean solves (no hints).',
      empty: 'No times yet. Sign in and solve a puzzle without hints to set the first one.',
    },
  },
  {
    id: 'wordguesser',
    name: 'Word Guesser',
    description: 'guess the hidden word',
    tagline: 'Guess the hidden five-letter word in six tries, with colour clues after each guess.',
    playable: true,
    isNew: false,
    levels: WORDGUESSER_LEVELS,
    daily: true,
    leaderboard: {
      blurb: 'Fewest guesses, then fastest; hard mode or not.',
      empty: 'No times yet. Sign in and guess a word to set the first one.',
    },
  },
];

export const gameRoute = (id: GameId) => `/${id}`;

/** What the leaderboard card needs of a game: the server layout passes this, not the catalogue (levels, texts). */
export type LeaderboardCardGame = Pick<CatalogueEntry, 'id' | 'name' | 'playable' | 'leaderboard'>;
export const leaderboardCardGames = (): LeaderboardCardGame[] =>
  CATALOGUE.map(({ id, name, playable, leaderboard }) => ({ id, name, playable, leaderboard }));

/** The home grid's order: the games you can play first, then those coming soon (each in catalogue order). */
export const HOME_ORDER: readonly CatalogueEntry[] = [...CATALOGUE.filter((g) => g.playable), ...CATALOGUE.filter((g) => !g.playable)];

/** The games with a daily puzzle, in catalogue order: the home page's "Today's puzzles". */
export const DAILY_GAMES: readonly CatalogueEntry[] = CATALOGUE.filter((g) => g.daily);

/** Games with a route of their own (app/2048, app/chess-puzzles); app/[game] serves every other one. */
const OWN_ROUTE_GAMES: readonly string[] = ['2048', 'chess-puzzles'];
export const hasOwnRoute = (id: string) => OWN_ROUTE_GAMES.includes(id);

export function findGame(id: string): CatalogueEntry | undefined {
  return CATALOGUE.find((g) => g.id === id);
}

/** The game whose leaderboard pages without a game of their own show (the spec's "first puzzle"). */
export const LEADERBOARD_GAME: GameId = '2048';

/** The game a path belongs to ('/sudoku' or '/sudoku/...'), if any. */
export function gameOfPath(pathname: string): CatalogueEntry | undefined {
  return findGame(pathname.split('/')[1] ?? '');
}
