/** What the browser may import: levels, the public format and grid, the moves, the play view. No answers. */
export * from './format';
export * from './grid';
export * from './levels';
export * from './moves';
export * from './play-view';
export * from './scope';
