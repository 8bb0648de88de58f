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

import type { PuzzleLevel } from './grid-puzzle-engine';
import { LEVELS as MINESWEEPER_LEVELS } from './minesweeper/levels';
import { QUEENIE_LEVELS } from './queenie/levels';
import { SUDOKU_LEVELS } from './sudoku/level-list';
import { LEVELS as TAKUZU_LEVELS } from './takuzu/levels';
import { WORDGUESSER_LEVELS } from './wordguesser/levels';
import { WORDSEARCH_LEVELS } from './wordsearch/levels';

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
  icon: string;
  description: string;
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
/** A placeholder until the game's issue lands. */
const comingSoon = { playable: false, levels: [], daily: false, leaderboard: null } as const;

export const CATALOGUE: readonly CatalogueEntry[] = [
  { id: '2048', name: '2048', icon: '🔢', description: 'combine tiles with the same number to reach 2048', playable: true,
    levels: GAME_2048_LEVELS, daily: false,
    leaderboard: { blurb: 'Fastest times to reach the 2048 tile.', empty: 'No times yet. Sign in and reach the 2048 tile to set the first one.' } },
  { id: 'chess-puzzles', name: 'Chess Puzzles', icon: '♟️', description: 'strategic chess challenges', playable: true, levels: [], daily: false, leaderboard: null },
  { id: 'crosswords', name: 'Crosswords', icon: '📝', description: 'word puzzle challenge', ...comingSoon },
  { id: 'dominoes', name: 'Dominoes', icon: '🁫', description: 'classic dominoes game', ...comingSoon },
  { id: 'mahjong-solitaire', name: 'Mahjong Solitaire', icon: '🀄', description: 'tile matching puzzle', ...comingSoon },
  { id: 'minesweeper', name: 'Minesweeper', icon: '💣', description: 'avoid hidden mines', playable: true, levels: MINESWEEPER_LEVELS, daily: true,
    leaderboard: { blurb: 'Fastest clean clears (no hints).', empty: 'No times yet. Sign in and clear a board without hints to set the first one.' } },
  { id: 'wordsearch', name: 'Wordsearch', icon: '🔍', description: 'find hidden words in a grid', playable: true, levels: WORDSEARCH_LEVELS, daily: true,
    leaderboard: { blurb: 'Fastest clean finds (no hints).', empty: 'No times yet. Sign in and find every word without hints to set the first one.' } },
  { id: 'queenie', name: 'Queenie', icon: '👑', description: 'help the Queens avoid each other', playable: true, levels: QUEENIE_LEVELS, daily: true,
    leaderboard: { blurb: 'Fastest clean solves (no hints).', empty: 'No times yet. Sign in and solve a puzzle without hints to set the first one.' } },
  { id: 'solitaire', name: 'Solitaire', icon: '🃏', description: 'classic card game', ...comingSoon },
  { id: 'sudoku', name: 'Sudoku', icon: '🧮', description: 'classic number puzzle game', playable: true, levels: SUDOKU_LEVELS, daily: true,
    leaderboard: { blurb: 'Fastest clean solves (no hints).', empty: 'No times yet. Sign in and solve a puzzle without hints to set the first one.' } },
  { id: 'takuzu', name: 'Takuzu', icon: '⚪', description: 'binary logic puzzle challenge', playable: true, levels: TAKUZU_LEVELS, daily: true,
    leaderboard: { blurb: 'Fastest clean solves (no hints).', empty: 'No times yet. Sign in and solve a puzzle without hints to set the first one.' } },
  { id: 'wordguesser', name: 'Word Guesser', icon: '🔤', description: 'guess the hidden word', playable: true, levels: WORDGUESSER_LEVELS, daily: true,
    leaderboard: { blurb: 'Fastest wins, hard mode or not.', empty: 'No times yet. Sign in and guess a word to set the first one.' } },
];

export const gameRoute = (id: GameId) => `/${id}`;

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
