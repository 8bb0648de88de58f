/**
 * Solitaire for the server: everything, including the deal, the solver and the generator. The
 * browser imports `./client` instead, which has none of it.
 */
import 'server-only';
export * from './client';
export * from './position';
export * from './rules';
export * from './game';
export * from './position-memory';
export * from './solver';
export * from './solver-moves';
export * from './generator';
export * from './hint';
export * from './engine';
