/**
 * What the browser may import: types, the guess schema, status, hard-mode pre-check, keyboard state
 * and share text. Nothing here imports a word list (see server.ts for those).
 */
export * from './types';
export * from './guess-schema';
export * from './game-status';
export * from './hard-mode';
export * from './keyboard-state';
export * from './share-text';
export { isAllCorrect } from './score-guess';
export * from './levels';
