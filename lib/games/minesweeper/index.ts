/**
 * Minesweeper for the server: everything, including what holds or makes mines. The browser imports
 * `./client` instead, which has none of it.
 */
export * from './client';
export * from './game';
export * from './generator';
export * from './solver';
export * from './board-value';
export * from './state-codec';
// Needs no mines (safe for the browser too), but hints are recorded with results, so the server gives them.
export * from './hint';
export * from './engine';
