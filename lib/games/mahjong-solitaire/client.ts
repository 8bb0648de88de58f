/** What the browser needs to play: tiles, layouts (levels), the free rule, the board text, the moves. */
export * from './board';
export * from './format';
export * from './layouts';
export * from './moves';
export * from './rules';
export * from './tiles';
export type { Pair } from './clearing';
