/** The Takuzu game's server-side entry: its engine (./engine) and the helpers tests and scripts use. The browser imports ./client. */
export { engine, minSolveSeconds, plausibleSeconds, PLAUSIBLE_SECONDS_PER_EMPTY_CELL } from './engine';
export * from './client';
export { moveSchema } from './move-schema';
export { gradePuzzle, solveLogically, easiestDeduction } from './solver';
export { countSolutions } from './solution-counter';
export { generatePuzzle, generateWithStats } from './generator';
export { findHint, describeDeduction } from './hint';
export { TECHNIQUE_LEVEL, TECHNIQUE_NAME, type Deduction, type TechniqueId } from './deductions';
