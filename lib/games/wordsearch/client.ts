/**
 * What the browser needs to play Wordsearch: levels, the text format, selections on the grid and
 * moves. It loads neither the generator, the scanner, the word lists nor zod (a test checks).
 */
export * from './levels';
export * from './format';
export * from './lines';
export * from './moves';
