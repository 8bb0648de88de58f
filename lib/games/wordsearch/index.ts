import 'server-only';

/** The Wordsearch game's server-side entry: its engine (./engine) and the helpers tests and scripts use. The browser imports ./client. */
export { engine } from './engine';
export * from './client';
export { moveSchema } from './move-schema';
export { generate, generateWithStats, type GenerationResult } from './generator';
export { findHint } from './hint';
export { buildTrie, findOccurrences, proofProblems, type Occurrence, type Problem, type WordTrie } from './scanner';
export { formatPlaces, parsePlaces, type Place } from './solution';
export { minSolveSeconds, plausibleSeconds, PLAUSIBLE_SECONDS_PER_WORD } from './timing';
