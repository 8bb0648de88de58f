/**
 * What the browser needs to play Takuzu, and nothing that pulls in the solver or generator: levels,
 * the text format, moves, counts and rule breaks.
 */
export * from './levels';
export * from './format';
export * from './rules';
export * from './moves';
