import type { HowTo } from '../catalogue-entry';

/** How to play Word Guesser: the page's lines (play) and the first-visit card's (start). */
export const HOW_TO: HowTo = {
  play: [
    'Find the hidden five-letter word in six guesses. Each guess must be a word; after it, every letter turns green (in the right place), yellow (in the word, elsewhere) or grey (not in the word, or no more copies of it).',
    'Type on your keyboard (letters, Enter, Backspace) or tap the keys on screen; the keys show the best colour found for each letter.',
    'Hard mode, chosen before the first guess: every green must stay in place and every yellow must be used. Results in hard mode are marked with * when shared. High contrast uses orange and blue.',
    "Daily: the same word for everybody on a UTC day, counting towards your streak; a new one at midnight UTC. Practice: as many words as you like. Signed-in players' wins enter the leaderboards, fastest first.",
  ],
  start: [
    'Guess the hidden five-letter word in six tries.',
    'Green: right letter, right place. Yellow: in the word, elsewhere. Grey: not in the word.',
  ],
};
