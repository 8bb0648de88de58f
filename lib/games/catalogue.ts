import type { CatalogueEntryOf } from './catalogue-entry';
import { entry as game2048 } from './2048/catalogue-entry';
import { entry as chessPuzzles } from './chess/catalogue-entry';
import { entry as crosswords } from './crosswords/catalogue-entry';
import { entry as dominoes } from './dominoes/catalogue-entry';
import { entry as mahjongSolitaire } from './mahjong-solitaire/catalogue-entry';
import { entry as minesweeper } from './minesweeper/catalogue-entry';
import { entry as wordsearch } from './wordsearch/catalogue-entry';
import { entry as queenie } from './queenie/catalogue-entry';
import { entry as solitaire } from './solitaire/catalogue-entry';
import { entry as sudoku } from './sudoku/catalogue-entry';
import { entry as takuzu } from './takuzu/catalogue-entry';
import { entry as wordguesser } from './wordguesser/catalogue-entry';

/**
 * The catalogue of the 12 games (spec section 1), in the home grid's order. Each entry is its game's
 * lib/games/<id>/catalogue-entry.ts (2048's and chess puzzles' in lib/games/2048 and lib/games/chess);
 * the id is the route and every registry's key. Browser-safe.
 */
const ENTRIES = [
  game2048,
  chessPuzzles,
  crosswords,
  dominoes,
  mahjongSolitaire,
  minesweeper,
  wordsearch,
  queenie,
  solitaire,
  sudoku,
  takuzu,
  wordguesser,
] as const;

export type GameId = (typeof ENTRIES)[number]['id'];
export type CatalogueEntry = CatalogueEntryOf<GameId>;
export const CATALOGUE: readonly CatalogueEntry[] = ENTRIES;

export const gameRoute = (id: GameId) => `/${id}`;

/** What the leaderboard card needs of a game: the server layout passes this, not the catalogue (levels, texts). */
export type LeaderboardCardGame = Pick<CatalogueEntry, 'id' | 'name' | 'leaderboard'>;
export const leaderboardCardGames = (): LeaderboardCardGame[] => CATALOGUE.map(({ id, name, leaderboard }) => ({ id, name, leaderboard }));

/** The games with a daily puzzle, in catalogue order: the home page's "Today's puzzles". */
export const DAILY_GAMES: readonly CatalogueEntry[] = CATALOGUE.filter((g) => g.daily);

/** Games with a route of their own (app/2048, app/chess-puzzles); app/[game] serves every other one. */
export const hasOwnRoute = (id: string) => findGame(id)?.ownRoute !== undefined;

export function findGame(id: string): CatalogueEntry | undefined {
  return CATALOGUE.find((g) => g.id === id);
}

/** The game whose leaderboard pages without a game of their own show (the spec's "first puzzle"). */
export const LEADERBOARD_GAME: GameId = '2048';

/** The game a path belongs to ('/sudoku' or '/sudoku/...'), if any. */
export function gameOfPath(pathname: string): CatalogueEntry | undefined {
  return findGame(pathname.split('/')[1] ?? '');
}
