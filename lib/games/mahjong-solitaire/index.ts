/**
 * Mahjong Solitaire for the server: everything, including what makes deals and keeps their clearing
 * orders. The browser imports `./client` instead.
 */
export * from './client';
export * from './clearing';
export * from './deal';
export * from './engine';
export * from './hint';
export * from './pace';
export * from './solver';
export * from './state';
