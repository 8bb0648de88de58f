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
