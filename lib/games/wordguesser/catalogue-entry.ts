import { catalogueEntry } from '../catalogue-entry';
import { LEVELS } from './levels';

/** Word Guesser in the catalogue (lib/games/catalogue.ts lists it in the grid's order). */
export const entry = catalogueEntry({
  id: 'wordguesser',
  name: 'Word Guesser',
  description: 'guess the hidden word',
  tagline: 'Guess the hidden five-letter word in six tries, with colour clues after each guess.',
  startLine: 'Type a five-letter word, then Enter',
  isNew: false,
  levels: LEVELS,
  daily: true,
  leaderboard: {
    blurb: 'Fewest guesses, then fastest; hard mode or not.',
    empty: 'No times yet. Sign in and guess a word to set the first one.',
  },
});
