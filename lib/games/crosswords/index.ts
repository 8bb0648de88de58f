/**
 * Crosswords for the server: everything, including the generator, the word list and the engine
 * that keeps the answer. The browser imports `./client` instead.
 */
import 'server-only';
export * from './client';
export * from './engine';
export * from './generator';
export * from './pace';
export * from './play-state';
