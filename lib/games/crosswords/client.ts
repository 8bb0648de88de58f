/** What the browser may import: levels, the public format and grid, the moves, the play view. No answers. */
export * from './format';
export * from './grid';
export * from './levels';
export * from './moves';
export * from './play-view';
export * from './scope';
// The scheme's name for the levels (docs/GAMES.md, Vocabulary); levels.ts keeps its own name for now.
export { CROSSWORD_LEVELS as LEVELS } from './levels';
