/**
 * What the browser needs to play: the format, moves, conflicts, borders and levels. It never imports
 * the solver or generator (index.ts adds those for the server).
 */
export * from './board';
export * from './grid';
export * from './levels';
export * from './moves';
export * from './view';
