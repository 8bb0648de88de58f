/**
 * Dominoes for the server: everything, including what holds the deal. The browser imports
 * `./client` instead.
 */
export * from './client';
export * from './rules';
export * from './match';
export * from './seat-view';
export * from './strategies';
export * from './state';
export * from './public-view';
export * from './hint';
export * from './engine';
