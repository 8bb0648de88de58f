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

export type CatalogueEntry = {
  id: GameId;
  name: string;
  icon: string;
  description: string;
  /** Playable in full today; the others show a placeholder until their issue lands. */
  playable: boolean;
};

export const CATALOGUE: readonly CatalogueEntry[] = [
  { id: '2048', name: '2048', icon: '🔢', description: 'combine tiles with the same number to reach 2048', playable: true },
  { id: 'chess-puzzles', name: 'Chess Puzzles', icon: '♟️', description: 'strategic chess challenges', playable: true },
  { id: 'crosswords', name: 'Crosswords', icon: '📝', description: 'word puzzle challenge', playable: false },
  { id: 'dominoes', name: 'Dominoes', icon: '🁫', description: 'classic dominoes game', playable: false },
  { id: 'mahjong-solitaire', name: 'Mahjong Solitaire', icon: '🀄', description: 'tile matching puzzle', playable: false },
  { id: 'minesweeper', name: 'Minesweeper', icon: '💣', description: 'avoid hidden mines', playable: false },
  { id: 'wordsearch', name: 'Wordsearch', icon: '🔍', description: 'find hidden words in a grid', playable: false },
  { id: 'queenie', name: 'Queenie', icon: '👑', description: 'help the Queens avoid each other', playable: false },
  { id: 'solitaire', name: 'Solitaire', icon: '🃏', description: 'classic card game', playable: false },
  { id: 'sudoku', name: 'Sudoku', icon: '🧮', description: 'classic number puzzle game', playable: false },
  { id: 'takuzu', name: 'Takuzu', icon: '⚪', description: 'binary logic puzzle challenge', playable: false },
  { id: 'wordguesser', name: 'Word Guesser', icon: '🔤', description: 'guess the hidden word', playable: false },
];

export const gameRoute = (id: GameId) => `/${id}`;

export function findGame(id: string): CatalogueEntry | undefined {
  return CATALOGUE.find((g) => g.id === id);
}

/** The game whose leaderboard the shared layout shows (the spec's "first puzzle"). */
export const LEADERBOARD_GAME: GameId = '2048';
