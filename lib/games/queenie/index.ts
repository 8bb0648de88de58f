/** Queenie: the whole engine (server side). Browser code imports './client' instead. */
export * from './client';
export * from './candidates';
export * from './deductions';
export { engine, minSolveSeconds } from './engine';
export * from './generator';
export * from './grade';
export { findHint } from './hint';
export * from './solution-counter';
export * from './solver';
