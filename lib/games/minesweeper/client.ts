/** What the browser needs to play: levels, the public format, neighbour maths, view helpers, moves. */
export * from './format';
export * from './grid';
export * from './levels';
export * from './moves';
export * from './puzzle-text';
export * from './view';
