/** Server side: the engine (generator, grader, hints) plus everything client.ts offers the browser. */
export { engine } from './engine';
export { CLUE_RANGES, generateSudoku } from './generator';
export { gradePuzzle, solveLogically } from './logical-solver';
export { findHint } from './hint';
export { sudokuMistakes } from './mistakes';
export { TECHNIQUES } from './techniques';
export * from './client';
export { minSolveSeconds } from './levels';
